import Cassowary
import Foundation

/// Something constraints can attach to: a view or a layout guide.
public enum LayoutItem: Equatable {
  /// A view.
  case view(View)
  /// A layout guide (a scroll view's content or frame guide, a safe-area guide).
  case guide(LayoutGuide)

  /// A short name for logs: the view's identifier or type, or the guide's identifier.
  @MainActor var logName: String {
    switch self {
    case .view(let view): return view.identifier ?? "\(type(of: view))"
    case .guide(let guide):
      let owner = guide.owningView.map { LayoutItem.view($0).logName } ?? "?"
      return "\(owner).\(guide.identifier.isEmpty ? "guide" : guide.identifier)"
    }
  }

  nonisolated public static func == (lhs: LayoutItem, rhs: LayoutItem) -> Bool {
    switch (lhs, rhs) {
    case (.view(let a), .view(let b)): return a === b
    case (.guide(let a), .guide(let b)): return a === b
    default: return false
    }
  }

  /// The view the item belongs to (the guide's owner for guides).
  @MainActor var owner: View? {
    switch self {
    case .view(let view): return view
    case .guide(let guide): return guide.owningView
    }
  }
}

/// A relation between two attributes of layout items, like NSLayoutConstraint:
/// `first.attribute relation second.attribute * multiplier + constant`, at a priority.
///
/// Open, as NSLayoutConstraint is: a program subclasses it (SnapKit's `LayoutConstraint`, which
/// adds a label and overrides ``description``).
///
/// See also: ``LayoutAnchor``, ``AutoLayoutEngine``, ``LayoutPriority``.
@preconcurrency @MainActor
open class LayoutConstraint {
  /// The attributes constraints relate.
  public enum Attribute: String, Sendable, CaseIterable {
    /// Edges and centres.
    case left, right, top, bottom, leading, trailing, centerX, centerY
    /// Sizes.
    case width, height
    /// The baseline of the first and of the last line of text (a Label's; other views use their
    /// bottom edge, as UIKit).
    case firstBaseline, lastBaseline
    /// UIKit's "no attribute": the second attribute of a constraint to a constant, where it means
    /// no second attribute (a program can keep it in a non-optional property). As a first
    /// attribute, which UIKit refuses, it makes an inert constraint.
    case notAnAttribute
    /// A view's edges and centres inside its layout margins (UIKit's `leftMargin`, ...,
    /// `centerYWithinMargins`): a constraint made with one relates the view's
    /// `layoutMarginsGuide` by the plain attribute instead (see ``withoutMargins``).
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The centres inside the margins.
    case centerXWithinMargins, centerYWithinMargins

    /// The attribute a margin attribute stands for on the margins guide (`leadingMargin` ->
    /// `leading`); other attributes are themselves.
    public var withoutMargins: Attribute {
      switch self {
      case .leftMargin: return .left
      case .rightMargin: return .right
      case .topMargin: return .top
      case .bottomMargin: return .bottom
      case .leadingMargin: return .leading
      case .trailingMargin: return .trailing
      case .centerXWithinMargins: return .centerX
      case .centerYWithinMargins: return .centerY
      default: return self
      }
    }
  }

  /// The two directions of layout, for priorities per axis and a stack view's direction: the one
  /// ``Inertia/Axis`` type.
  public typealias Axis = Inertia.Axis

  /// How the sides relate.
  public enum Relation: String, Sendable {
    /// ==
    case equal = "=="
    /// >=
    case greaterThanOrEqual = ">="
    /// <=
    case lessThanOrEqual = "<="
  }

  /// The constrained item.
  public let firstItem: LayoutItem
  /// Its attribute.
  public let firstAttribute: Attribute
  /// The relation.
  public let relation: Relation
  /// The other item (nil for a constant).
  public let secondItem: LayoutItem?
  /// Its attribute; ``Attribute/notAnAttribute`` for a constraint to a constant, as UIKit's.
  public let secondAttribute: Attribute
  /// The multiplier of the second attribute. Default 1.
  public let multiplier: CGFloat
  /// The constant. Default 0.
  /// Non-finite values are ignored. Changing it updates the solver incrementally.
  public var constant: CGFloat {
    didSet {
      if !constant.isFinite { constant = oldValue }
      if constant != oldValue { engine?.constantChanged(self) }
    }
  }
  /// The priority, 1...1000 (1000 = required; others are clamped into the range). Default
  /// required.
  public var priority: LayoutPriority = .required {
    didSet {
      priority = priority.clamped
      if priority != oldValue { engine?.priorityChanged(self) }
    }
  }
  /// A name for logs and ``description``, as UIKit's. Default nil.
  public var identifier: String?
  weak var engine: AutoLayoutEngine?

  /// The constraint as UIKit logs it: `first.attribute == second.attribute * m + c @p`.
  public var logDescription: String {
    var text = "\(firstItem.logName).\(firstAttribute.rawValue) \(relation.rawValue) "
    if let secondItem, secondAttribute != .notAnAttribute {
      text += "\(secondItem.logName).\(secondAttribute.rawValue)"
      if multiplier != 1 { text += " * \(Self.format(multiplier))" }
      if constant != 0 {
        text += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))"
      }
    } else {
      text += Self.format(constant)
    }
    if priority < .required { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
    return (identifier.map { "\($0): " } ?? "") + text
  }

  /// The constraint as UIKit describes it:
  /// `<NSLayoutConstraint:0x… 'identifier' UIView:0x….width == 0.5*UIView:0x….width + 20 @750   (active)>`
  /// (a subclass by its module-qualified name, as iOS names Swift classes). Open, as NSObject's:
  /// SnapKit's constraint overrides it.
  open var description: String {
    var text = "<\(uikitClassName(type(of: self))):\(objectAddress(self))"
    if let identifier { text += " '\(identifier)'" }
    text += " \(Self.describe(firstItem)).\(firstAttribute.rawValue) \(relation.rawValue) "
    if let secondItem, secondAttribute != .notAnAttribute {
      if multiplier != 1 { text += "\(Self.format(multiplier))*" }
      text += "\(Self.describe(secondItem)).\(secondAttribute.rawValue)"
      if constant != 0 {
        text += constant < 0 ? " - \(Self.format(-constant))" : " + \(Self.format(constant))"
      }
    } else {
      text += Self.format(constant)
    }
    if priority < .required { text += " @\(Self.format(CGFloat(priority.rawValue)))" }
    return text + "   (\(isActive ? "active" : "inactive"))>"
  }

  /// An item as UIKit's constraint description names it: `UIView:0x…`, a guide with its
  /// identifier (`UILayoutGuide:0x…'UIViewSafeAreaLayoutGuide'`).
  private static func describe(_ item: LayoutItem) -> String {
    switch item {
    case .view(let view): return "\(uikitClassName(type(of: view))):\(objectAddress(view))"
    case .guide(let guide):
      let name = guide.identifier.isEmpty ? "" : "'\(guide.identifier)'"
      return "\(uikitClassName(type(of: guide))):\(objectAddress(guide))\(name)"
    }
  }

  static func format(_ value: CGFloat) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(Double(value))
  }

  /// Creates a constraint (inactive until activated).
  public init(
    item: LayoutItem, attribute: Attribute, relatedBy relation: Relation, toItem: LayoutItem?,
    attribute secondAttribute: Attribute?, multiplier: CGFloat = 1, constant: CGFloat = 0
  ) {
    if attribute == .notAnAttribute {
      AutoLayoutEngine.log.warning("a constraint's first attribute is notAnAttribute; it is inert")
    }
    // A guide in no view: activating the constraint does nothing.
    firstItem = attribute == .notAnAttribute ? .guide(LayoutGuide()) : Self.marginsItem(item, attribute)
    firstAttribute = attribute.withoutMargins
    self.relation = relation
    secondItem = toItem.map { Self.marginsItem($0, secondAttribute) }
    self.secondAttribute =
      toItem == nil ? .notAnAttribute : secondAttribute?.withoutMargins ?? .notAnAttribute
    self.multiplier = multiplier.isFinite ? multiplier : 1
    self.constant = constant.isFinite ? constant : 0
  }

  /// The item a constraint relates for `attribute`: a view's layout margins guide for a margin
  /// attribute (UIKit resolves `leadingMargin` of a view so), else `item`.
  private static func marginsItem(_ item: LayoutItem, _ attribute: Attribute?) -> LayoutItem {
    guard let attribute, attribute.withoutMargins != attribute, case .view(let view) = item else {
      return item
    }
    return .guide(view.layoutMarginsGuide)
  }

  /// A placeholder (`NSLayoutConstraint()`, the initial value of a property a program later sets
  /// to a real constraint): its item is a layout guide in no view, so activating it does nothing.
  public convenience init() {
    self.init(item: .guide(LayoutGuide()), attribute: .width, relatedBy: .equal, toItem: nil, attribute: nil)
  }

  /// Whether the constraint takes part in layout. Activating needs the items in a window.
  public var isActive: Bool {
    get { engine != nil }
    set {
      if newValue {
        guard let window = firstItem.owner?.window else {
          firstItem.owner?.deferConstraint(self)
          return
        }
        window.autoLayout.add(self)
      } else {
        engine?.remove(self)
        firstItem.owner?.deferredConstraints.removeAll { $0 === self }
      }
    }
  }

  /// Activates every constraint. Those whose items are in a window join the constraints waiting
  /// for its engine's solver, which takes them in an order that does not depend on theirs (see
  /// `AutoLayoutEngine.installWaiting()`); the others wait for a window as ``isActive`` does.
  public static func activate(_ constraints: [LayoutConstraint]) {
    for batch in batches(constraints) { batch.engine.add(batch.positions.map { constraints[$0] }) }
  }

  /// The constraints whose first item is in a window, by engine (in the order of their first
  /// constraints; positions in `constraints`); the others are activated here (they wait).
  static func batches(_ constraints: [LayoutConstraint]) -> [(engine: AutoLayoutEngine, positions: [Int])] {
    var batches: [(engine: AutoLayoutEngine, positions: [Int])] = []
    for (position, constraint) in constraints.enumerated() {
      guard let window = constraint.firstItem.owner?.window else {
        constraint.isActive = true
        continue
      }
      let engine = window.autoLayout
      if let index = batches.firstIndex(where: { $0.engine === engine }) {
        batches[index].positions.append(position)
      } else {
        batches.append((engine, [position]))
      }
    }
    return batches
  }
  /// Deactivates every constraint; those of one engine leave it together (see
  /// `AutoLayoutEngine.remove(_:)`).
  public static func deactivate(_ constraints: [LayoutConstraint]) {
    var engines: [AutoLayoutEngine] = []
    for constraint in constraints {
      guard let engine = constraint.engine, !engines.contains(where: { $0 === engine }) else { continue }
      engines.append(engine)
    }
    for engine in engines { engine.remove(constraints) }
    for constraint in constraints {
      constraint.firstItem.owner?.deferredConstraints.removeAll { $0 === constraint }
    }
  }
}

/// A constraint prints its ``LayoutConstraint/description`` (a subclass's override included), as an
/// NSObject does in string interpolation (SnapKit's `"…matching constraint to update: \(constraint)"`).
extension LayoutConstraint: @preconcurrency CustomStringConvertible {}

/// One attribute of a layout item, for building constraints like NSLayoutAnchor.
@preconcurrency @MainActor
public struct LayoutAnchor {
  /// The item.
  public let item: LayoutItem
  /// The attribute.
  public let attribute: LayoutConstraint.Attribute

  private func make(
    _ relation: LayoutConstraint.Relation, _ other: LayoutAnchor?, _ multiplier: CGFloat, _ constant: CGFloat
  )
    -> LayoutConstraint
  {
    LayoutConstraint(
      item: item, attribute: attribute, relatedBy: relation, toItem: other?.item, attribute: other?.attribute,
      multiplier: multiplier, constant: constant)
  }

  /// self == other * multiplier + constant.
  public func constraint(equalTo other: LayoutAnchor, multiplier: CGFloat = 1, constant: CGFloat = 0)
    -> LayoutConstraint
  {
    make(.equal, other, multiplier, constant)
  }
  /// self >= other * multiplier + constant.
  public func constraint(
    greaterThanOrEqualTo other: LayoutAnchor, multiplier: CGFloat = 1, constant: CGFloat = 0
  ) -> LayoutConstraint {
    make(.greaterThanOrEqual, other, multiplier, constant)
  }
  /// self <= other * multiplier + constant.
  public func constraint(
    lessThanOrEqualTo other: LayoutAnchor, multiplier: CGFloat = 1, constant: CGFloat = 0
  ) -> LayoutConstraint {
    make(.lessThanOrEqual, other, multiplier, constant)
  }
  /// self == constant (for sizes).
  public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
    make(.equal, nil, 1, constant)
  }
  /// self >= constant (for sizes).
  public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    make(.greaterThanOrEqual, nil, 1, constant)
  }
  /// self <= constant (for sizes).
  public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
    make(.lessThanOrEqual, nil, 1, constant)
  }
}

extension View {
  private var asItem: LayoutItem { .view(self) }
  /// The top edge.
  public var topAnchor: LayoutAnchor { LayoutAnchor(item: asItem, attribute: .top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutAnchor { LayoutAnchor(item: asItem, attribute: .bottom) }
  /// The leading edge.
  public var leadingAnchor: LayoutAnchor { LayoutAnchor(item: asItem, attribute: .leading) }
  /// The trailing edge.
  public var trailingAnchor: LayoutAnchor { LayoutAnchor(item: asItem, attribute: .trailing) }
  /// The left edge.
  public var leftAnchor: LayoutAnchor { LayoutAnchor(item: asItem, attribute: .left) }
  /// The right edge.
  public var rightAnchor: LayoutAnchor { LayoutAnchor(item: asItem, attribute: .right) }
  /// The width.
  public var widthAnchor: LayoutAnchor { LayoutAnchor(item: asItem, attribute: .width) }
  /// The height.
  public var heightAnchor: LayoutAnchor { LayoutAnchor(item: asItem, attribute: .height) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutAnchor { LayoutAnchor(item: asItem, attribute: .centerX) }
  /// The vertical centre.
  public var centerYAnchor: LayoutAnchor { LayoutAnchor(item: asItem, attribute: .centerY) }
  /// The baseline of the first line of text (a Label's: the font's ascender below the top of its
  /// first line); the bottom edge for views without text, as UIKit.
  public var firstBaselineAnchor: LayoutAnchor { LayoutAnchor(item: asItem, attribute: .firstBaseline) }
  /// The baseline of the last line of text (a Label's last wrapped line); the bottom edge for
  /// views without text, as UIKit.
  public var lastBaselineAnchor: LayoutAnchor { LayoutAnchor(item: asItem, attribute: .lastBaseline) }
}

extension LayoutGuide {
  /// An anchor of this guide.
  public func anchor(_ attribute: LayoutConstraint.Attribute) -> LayoutAnchor {
    LayoutAnchor(item: .guide(self), attribute: attribute)
  }
  /// The top edge.
  public var topAnchor: LayoutAnchor { anchor(.top) }
  /// The bottom edge.
  public var bottomAnchor: LayoutAnchor { anchor(.bottom) }
  /// The leading edge.
  public var leadingAnchor: LayoutAnchor { anchor(.leading) }
  /// The trailing edge.
  public var trailingAnchor: LayoutAnchor { anchor(.trailing) }
  /// The width.
  public var widthAnchor: LayoutAnchor { anchor(.width) }
  /// The height.
  public var heightAnchor: LayoutAnchor { anchor(.height) }
  /// The left edge.
  public var leftAnchor: LayoutAnchor { anchor(.left) }
  /// The right edge.
  public var rightAnchor: LayoutAnchor { anchor(.right) }
  /// The horizontal centre.
  public var centerXAnchor: LayoutAnchor { anchor(.centerX) }
  /// The vertical centre.
  public var centerYAnchor: LayoutAnchor { anchor(.centerY) }
}
