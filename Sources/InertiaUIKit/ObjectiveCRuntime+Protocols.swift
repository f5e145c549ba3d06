import Inertia

/// An Objective-C protocol as the runtime's functions take it (`Protocol`): here any protocol's
/// metatype, `UITableViewDataSource.self`.
public typealias `Protocol` = Any.Type

/// A method of a protocol as the runtime describes it (objc_method_description): its selector,
/// nil when the protocol has no such method. Type encodings are not kept.
public struct objc_method_description {
  /// The method's selector, or nil.
  public var name: Selector?
  /// The method's type encoding: always nil here.
  public var types: UnsafeMutablePointer<CChar>?
}

/// The methods the runtime knows of each of Inertia's scroll, table and collection protocols, by
/// metatype: (required, optional) selector names, the optional ones with those of the protocols
/// adopted.
@MainActor
enum ProtocolMethods {
  static let table: [ObjectIdentifier: (required: Set<String>, optional: Set<String>)] = {
    let scroll = Set(ForwardedSelectors.scrollViewDelegate)
    let delegate = scroll.union(ForwardedSelectors.tableViewDelegate)
    let source = (
      required: Set(ForwardedSelectors.tableViewDataSourceRequired),
      optional: Set(ForwardedSelectors.tableViewDataSourceOptional)
    )
    let collection = scroll.union(ForwardedSelectors.collectionViewDelegate)
    let flow = collection.union(ForwardedSelectors.collectionViewDelegateFlowLayout)
    let collectionSource = (
      required: Set(ForwardedSelectors.collectionViewDataSourceRequired),
      optional: Set(ForwardedSelectors.collectionViewDataSourceOptional)
    )
    return [
      ObjectIdentifier((any ScrollViewDelegate).self): ([], scroll),
      ObjectIdentifier((any UIScrollViewDelegate).self): ([], scroll),
      ObjectIdentifier((any TableViewDelegate).self): ([], delegate),
      ObjectIdentifier((any UITableViewDelegate).self): ([], delegate),
      ObjectIdentifier((any TableViewDataSource).self): source,
      ObjectIdentifier((any CollectionViewDelegate).self): ([], collection),
      ObjectIdentifier((any UICollectionViewDelegate).self): ([], collection),
      ObjectIdentifier((any CollectionViewDelegateFlowLayout).self): ([], flow),
      ObjectIdentifier((any UICollectionViewDelegateFlowLayout).self): ([], flow),
      ObjectIdentifier((any CollectionViewDataSource).self): collectionSource,
    ]
  }()
}

/// The description of `aSel` in `p` (the runtime's protocol_getMethodDescription): its name when
/// `p` (or a protocol it adopts) declares it as a required or optional (`isRequiredMethod`)
/// instance method, else a description whose name is nil. Known protocols: UIScrollViewDelegate,
/// UITableViewDelegate, UITableViewDataSource, UICollectionViewDelegate,
/// UICollectionViewDelegateFlowLayout and UICollectionViewDataSource (see
/// ``Inertia/ForwardedSelectors``); class methods and other protocols have none.
@preconcurrency @MainActor
public func protocol_getMethodDescription(
  _ p: `Protocol`, _ aSel: Selector, _ isRequiredMethod: Bool, _ isInstanceMethod: Bool
) -> objc_method_description {
  guard isInstanceMethod, let methods = ProtocolMethods.table[ObjectIdentifier(p)] else {
    return objc_method_description(name: nil, types: nil)
  }
  let names = isRequiredMethod ? methods.required : methods.optional
  return objc_method_description(name: names.contains(aSel.name) ? aSel : nil, types: nil)
}

extension ScrollViewDelegate {
  /// Whether the delegate answers `aSelector` (NSObjectProtocol's `responds(to:)`, which UIKit's
  /// delegates have): true for a method of the scroll, table, collection or flow layout delegate
  /// protocol it adopts (Inertia's protocols implement every method), else a responder's own answer.
  public func responds(to aSelector: Selector) -> Bool {
    let name = aSelector.name
    if ForwardedSelectors.scrollViewDelegate.contains(name)
      || (self is any TableViewDelegate && ForwardedSelectors.tableViewDelegate.contains(name))
      || (self is any CollectionViewDelegate && ForwardedSelectors.collectionViewDelegate.contains(name))
      || (self is any CollectionViewDelegateFlowLayout
        && ForwardedSelectors.collectionViewDelegateFlowLayout.contains(name))
    {
      return true
    }
    return (self as? Responder)?.responds(to: aSelector) ?? false
  }
}

extension TableViewDataSource {
  /// Whether the data source answers `aSelector` (NSObjectProtocol's `responds(to:)`): true for a
  /// method of UITableViewDataSource (Inertia's protocol implements every method), else a
  /// responder's own answer.
  public func responds(to aSelector: Selector) -> Bool {
    if ForwardedSelectors.tableViewDataSourceRequired.contains(aSelector.name)
      || ForwardedSelectors.tableViewDataSourceOptional.contains(aSelector.name)
    {
      return true
    }
    return (self as? Responder)?.responds(to: aSelector) ?? false
  }
}

extension CollectionViewDataSource {
  /// Whether the data source answers `aSelector` (NSObjectProtocol's `responds(to:)`): true for a
  /// method of UICollectionViewDataSource (Inertia's protocol implements every method), else a
  /// responder's own answer.
  public func responds(to aSelector: Selector) -> Bool {
    if ForwardedSelectors.collectionViewDataSourceRequired.contains(aSelector.name)
      || ForwardedSelectors.collectionViewDataSourceOptional.contains(aSelector.name)
    {
      return true
    }
    return (self as? Responder)?.responds(to: aSelector) ?? false
  }
}
