import Foundation

extension CollectionView {
  /// How cells of one class are made and configured for an item, like
  /// UICollectionView.CellRegistration: create it once, then dequeue with
  /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``.
  @MainActor
  public struct CellRegistration<Cell: CollectionViewCell, Item> {
    /// Configures a cell for an item.
    public typealias Handler = (Cell, IndexPath, Item) -> Void
    let handler: Handler
    let identifier: String

    /// A registration configuring cells of `Cell` with `handler`.
    public init(handler: @escaping Handler) {
      self.handler = handler
      identifier = CollectionView.nextRegistrationIdentifier(for: "\(Cell.self)")
    }
  }

  /// How supplementary views of one class and kind are made and configured, like
  /// UICollectionView.SupplementaryRegistration.
  @MainActor
  public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
    /// Configures a view of `elementKind` for an index path.
    public typealias Handler = (Supplementary, String, IndexPath) -> Void
    /// The kind of view it makes.
    public let elementKind: String
    let handler: Handler
    let identifier: String

    /// A registration configuring views of `Supplementary` and `elementKind` with `handler`.
    public init(elementKind: String, handler: @escaping Handler) {
      self.elementKind = elementKind
      self.handler = handler
      identifier = CollectionView.nextRegistrationIdentifier(for: "\(Supplementary.self)")
    }
  }

  /// Registration identifiers are numbered in creation order, so they repeat run after run.
  private static var registrationCount = 0

  static func nextRegistrationIdentifier(for type: String) -> String {
    registrationCount += 1
    return "registration.\(registrationCount).\(type)"
  }

  /// A cell for `indexPath` made by `registration` and configured by its handler for `item`. The
  /// item is optional, as UIKit's (a data source looking the item up by identifier passes what it
  /// found): for nil the cell is returned unconfigured.
  public func dequeueConfiguredReusableCell<Cell: CollectionViewCell, Item>(
    using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell {
    if cellClasses[registration.identifier] == nil {
      register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
    let cell = dequeued as? Cell ?? Cell(frame: .zero)
    if let item { registration.handler(cell, indexPath, item) }
    return cell
  }

  /// A supplementary view for `indexPath` made by `registration` and configured by its handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary: CollectionReusableView>(
    using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary {
    let kind = registration.elementKind
    let key = CollectionReusePools.Key(
      category: .supplementaryView, kind: kind, identifier: registration.identifier)
    if supplementaryClasses[key] == nil {
      register(
        Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: registration.identifier)
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: kind, withReuseIdentifier: registration.identifier, for: indexPath)
    let view = dequeued as? Supplementary ?? Supplementary(frame: .zero)
    registration.handler(view, kind, indexPath)
    return view
  }
}
