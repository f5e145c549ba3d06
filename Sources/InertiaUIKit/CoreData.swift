import Foundation

// The Core Data stack Xcode's app template writes into the application delegate ("Use Core
// Data"): a persistent container made by name, its stores loaded with a completion handler, and a
// `saveContext()` that saves the view context when it has changes. Many programs keep it unused.
// Core Data does not exist on Linux; `inertia port` replaces `import CoreData` by
// `import InertiaUIKit`, and these give the template what it calls: a container whose one store
// is in memory and empty, loaded at once without an error, and a context that never has changes.
// Managed objects, models, fetch requests and saving data are not provided (docs/limits.md).

/// A Core Data container as the app template makes it: a name, one store description and a view
/// context (`NSPersistentContainer` of Core Data; no model or data here).
///
/// See also ``NSManagedObjectContext``, ``NSPersistentStoreDescription``.
open class NSPersistentContainer: NSObject {
  /// The name the container was made with (on iOS, the model's and the store file's name).
  public let name: String
  /// The context the template reads on the main thread: never has changes here.
  public let viewContext = NSManagedObjectContext()
  /// The stores ``loadPersistentStores(completionHandler:)`` loads: one in-memory store by default.
  open var persistentStoreDescriptions = [NSPersistentStoreDescription()]

  /// A container named `name`.
  public init(name: String) {
    self.name = name
    super.init()
  }

  /// Loads each store description and calls `block` with it and no error, at once (as Core Data
  /// does for stores added synchronously, its default).
  open func loadPersistentStores(
    completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void
  ) {
    for description in persistentStoreDescriptions { block(description, nil) }
  }

  /// A context of its own for work off the main thread (`newBackgroundContext()`): empty as the
  /// view context.
  open func newBackgroundContext() -> NSManagedObjectContext { NSManagedObjectContext() }
}

/// A container the template makes when it syncs with iCloud (`NSPersistentCloudKitContainer`):
/// the same stack here, with no syncing.
open class NSPersistentCloudKitContainer: NSPersistentContainer {}

/// What a container's store is (`NSPersistentStoreDescription` of Core Data): here always an
/// in-memory store with no file.
open class NSPersistentStoreDescription: NSObject {
  /// The store's type: "InMemory" (Core Data's `NSInMemoryStoreType`).
  open var type = "InMemory"
  /// The store's file: none.
  open var url: URL?
}

/// A scratch pad of managed objects (`NSManagedObjectContext` of Core Data): empty here, so it
/// never has changes and saving does nothing.
open class NSManagedObjectContext: NSObject {
  /// Whether objects were inserted, changed or deleted since the last save: always false here.
  open var hasChanges: Bool { false }

  /// Saves the changes: there are none, so it returns without an error.
  open func save() throws {}
}
