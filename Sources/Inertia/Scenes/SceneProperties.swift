import Foundation
import ScrollPhysics

/// Sets view properties by their API names from scene JSON, for scenes and the script's "set" step.
///
/// Values are validated before anything is written, so a bad value leaves the view unchanged.
///
/// See also: ``SceneBuilder``.
@preconcurrency @MainActor
enum SceneProperties {
  /// Keys a scene view carries that are not properties.
  static let structuralKeys: Set<String> = [
    "type", "id", "subviews", "frame", "zoomView", "rows", "sections",
  ]

  /// The order properties apply in: geometry first, the offset last.
  static func orderedKeys(_ keys: [String]) -> [String] {
    let late = ["contentOffset", "zoomScale", "value", "isOn"]
    let early = ["contentSize", "minimumValue", "maximumValue"]
    let middle = keys.filter { !late.contains($0) && !early.contains($0) && !structuralKeys.contains($0) }
    return early.filter(keys.contains) + middle.sorted() + late.filter(keys.contains)
  }

  /// Sets a property once its value has been read and checked. It throws only for checks that
  /// depend on the scene as the setter runs (a StackView's arranged-subview limits).
  typealias Setter = () throws -> Void

  /// Applies `key` = `node` to `view`. Unknown keys are ignored (extra fields are allowed) unless
  /// `strict`, where they are an error.
  static func apply(_ key: String, _ node: SceneNode, to view: View, strict: Bool) throws {
    try setter(key, node, for: view, strict: strict)?()
  }

  /// The setter of `key` = `node` for `view`, its value read and checked (a "set" step's value is
  /// checked this way before the replay starts, not when the step runs). Throws for a key `view`
  /// does not have.
  static func strictSetter(_ key: String, _ node: SceneNode, for view: View) throws -> Setter {
    guard let set = try setter(key, node, for: view, strict: true) else {
      throw node.error("\(typeName(of: view)) has no settable property \"\(key)\"")
    }
    return set
  }

  /// The setter of `key` = `node` for `view`, or nil for a key `view` does not have (an error if
  /// `strict`).
  private static func setter(_ key: String, _ node: SceneNode, for view: View, strict: Bool) throws -> Setter?
  {
    if let set = try viewSetter(key, node, view) { return set }
    if let scrollView = view as? ScrollView, let set = try scrollViewSetter(key, node, scrollView) {
      return set
    }
    if let control = view as? Control, let set = try controlSetter(key, node, control) { return set }
    if let stack = view as? StackView, let set = try stackSetter(key, node, stack) { return set }
    if let label = view as? Label {
      switch key {
      case "text": return set(try text(node)) { label.text = $0 }
      case "numberOfLines": return set(try node.integer()) { label.numberOfLines = $0 }
      case "fontSize": return set(try fontSize(node)) { label.fontSize = $0 }
      default: break
      }
    }
    if strict { throw node.error("\(typeName(of: view)) has no settable property \"\(key)\"") }
    return nil
  }

  /// A setter that gives `value` to `assign`.
  private static func set<T>(_ value: T, _ assign: @escaping (T) -> Void) -> Setter {
    { assign(value) }
  }

  static func typeName(of view: View) -> String { String(describing: type(of: view)) }

  private static func viewSetter(_ key: String, _ node: SceneNode, _ view: View) throws -> Setter? {
    switch key {
    case "frame": return set(try node.rect()) { view.frame = $0 }
    case "center": return set(try node.point()) { view.center = $0 }
    case "bounds": return set(try node.rect()) { view.bounds = $0 }
    case "transform":
      let m = try node.numbers(6).map { CGFloat($0) }
      return set(AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])) {
        view.transform = $0
      }
    case "backgroundColor": return set(try node.color()) { view.backgroundColor = $0 }
    case "isHidden": return set(try node.bool()) { view.isHidden = $0 }
    case "alpha": return set(CGFloat(try node.number())) { view.alpha = $0 }
    case "clipsToBounds": return set(try node.bool()) { view.clipsToBounds = $0 }
    case "isUserInteractionEnabled": return set(try node.bool()) { view.isUserInteractionEnabled = $0 }
    case "isMultipleTouchEnabled": return set(try node.bool()) { view.isMultipleTouchEnabled = $0 }
    case "cornerRadius": return set(CGFloat(try node.nonNegative())) { view.layerCornerRadius = $0 }
    case "tag": return set(try node.integer()) { view.tag = $0 }
    case "contentMode": return set(try named(node, View.ContentMode.allCases)) { view.contentMode = $0 }
    case "autoresizesSubviews": return set(try node.bool()) { view.autoresizesSubviews = $0 }
    case "autoresizingMask": return set(try autoresizingMask(node)) { view.autoresizingMask = $0 }
    default: return nil
    }
  }

  private static func autoresizingMask(_ node: SceneNode) throws -> View.AutoresizingMask {
    let options: [View.AutoresizingMask] = [
      .flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleTopMargin, .flexibleHeight,
      .flexibleBottomMargin,
    ]
    let names = [
      "flexibleLeftMargin", "flexibleWidth", "flexibleRightMargin", "flexibleTopMargin", "flexibleHeight",
      "flexibleBottomMargin",
    ]
    var mask: View.AutoresizingMask = []
    for item in try node.array() {
      let name = try item.string()
      guard let index = names.firstIndex(of: name) else {
        throw item.error(
          "unknown autoresizing option \"\(name)\"; expected one of \(names.joined(separator: ", "))")
      }
      mask.insert(options[index])
    }
    return mask
  }

  /// The case of `cases` whose name is the node's string (for enums without string raw values).
  private static func named<T>(_ node: SceneNode, _ cases: [T]) throws -> T {
    let text = try node.string()
    guard let match = cases.first(where: { "\($0)" == text }) else {
      throw node.error(
        "unknown value \"\(text)\"; expected one of \(cases.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
    return match
  }

  private static func scrollViewSetter(_ key: String, _ node: SceneNode, _ view: ScrollView) throws -> Setter?
  {
    switch key {
    case "contentSize":
      guard case .string("auto") = node.value else {
        return set(try node.size()) {
          view.contentSizeFollowsSubviews = false
          view.contentSize = $0
        }
      }
      if let scrollNode = view as? ScrollNode { return { scrollNode.automaticallyManagesContentSize = true } }
      return {
        view.contentSizeFollowsSubviews = true
        view.setNeedsLayout()
      }
    case "contentOffset": return set(try node.point()) { view.setContentOffset($0, animated: false) }
    case "contentInset": return set(try node.boundedInsets(key)) { view.contentInset = $0 }
    case "contentInsetAdjustmentBehavior":
      return set(try node.choice(ContentInsetAdjustmentBehavior.self)) {
        view.contentInsetAdjustmentBehavior = $0
      }
    case "indicatorStyle": return set(try node.choice(IndicatorStyle.self)) { view.indicatorStyle = $0 }
    case "keyboardDismissMode":
      return set(try node.choice(KeyboardDismissMode.self)) { view.keyboardDismissMode = $0 }
    case "verticalScrollIndicatorInsets":
      return set(try node.boundedInsets(key)) { view.verticalScrollIndicatorInsets = $0 }
    case "horizontalScrollIndicatorInsets":
      return set(try node.boundedInsets(key)) { view.horizontalScrollIndicatorInsets = $0 }
    case "decelerationRate": return set(try decelerationRate(node)) { view.decelerationRate = $0 }
    case "minimumZoomScale": return set(CGFloat(try positive(node))) { view.minimumZoomScale = $0 }
    case "maximumZoomScale": return set(CGFloat(try positive(node))) { view.maximumZoomScale = $0 }
    case "zoomScale": return set(CGFloat(try positive(node))) { view.zoomScale = $0 }
    case "refreshControl":
      return set(try node.bool()) { wanted in
        if wanted && view.refreshControl == nil { view.refreshControl = RefreshControl() }
        if !wanted { view.refreshControl = nil }
      }
    case "restorationIdentifier": return set(try node.string()) { view.restorationIdentifier = $0 }
    default:
      if let flag = scrollViewFlags[key] { return set(try node.bool()) { view[keyPath: flag] = $0 } }
      return try listOrNodeSetter(key, node, view)
    }
  }

  /// The scroll view's boolean properties, by name.
  private static let scrollViewFlags: [String: ReferenceWritableKeyPath<ScrollView, Bool>] = [
    "bounces": \.bounces, "alwaysBounceVertical": \.alwaysBounceVertical,
    "alwaysBounceHorizontal": \.alwaysBounceHorizontal, "isPagingEnabled": \.isPagingEnabled,
    "isDirectionalLockEnabled": \.isDirectionalLockEnabled, "isScrollEnabled": \.isScrollEnabled,
    "scrollsToTop": \.scrollsToTop, "delaysContentTouches": \.delaysContentTouches,
    "canCancelContentTouches": \.canCancelContentTouches,
    "showsVerticalScrollIndicator": \.showsVerticalScrollIndicator,
    "showsHorizontalScrollIndicator": \.showsHorizontalScrollIndicator,
    "automaticallyAdjustsScrollIndicatorInsets": \.automaticallyAdjustsScrollIndicatorInsets,
    "isNavigationContent": \.isNavigationContent, "bouncesZoom": \.bouncesZoom,
  ]

  /// The keys of a scroll view's kinds: a scroll node's layout, a table's or collection's rows and
  /// selection.
  private static func listOrNodeSetter(_ key: String, _ node: SceneNode, _ view: ScrollView) throws -> Setter?
  {
    if let scrollNode = view as? ScrollNode {
      switch key {
      case "automaticallyManagesContentSize":
        return set(try node.bool()) { scrollNode.automaticallyManagesContentSize = $0 }
      case "layoutCompatibility":
        return set(try node.choice(LayoutCompatibility.self)) { scrollNode.layoutCompatibility = $0 }
      case "scrollableDirections":
        return set(try scrollableDirections(node)) { scrollNode.scrollableDirections = $0 }
      default: return nil
      }
    }
    if let collection = view as? CollectionView {
      switch key {
      case "allowsSelection": return set(try node.bool()) { collection.allowsSelection = $0 }
      case "allowsMultipleSelection": return set(try node.bool()) { collection.allowsMultipleSelection = $0 }
      default: return nil
      }
    }
    guard let table = view as? TableView else { return nil }
    switch key {
    case "rowHeight":
      return set(CGFloat(try SceneTableModel.positiveHeight(node, "rowHeight"))) { table.rowHeight = $0 }
    case "allowsSelection": return set(try node.bool()) { table.allowsSelection = $0 }
    case "allowsMultipleSelection": return set(try node.bool()) { table.allowsMultipleSelection = $0 }
    case "isEditing": return set(try node.bool()) { table.isEditing = $0 }
    case "sectionIndexDisplayMode":
      switch try node.string() {
      case "automatic": return { table.sectionIndexDisplayMode = .automatic }
      case "alwaysHidden": return { table.sectionIndexDisplayMode = .alwaysHidden }
      default: throw node.error("sectionIndexDisplayMode must be \"automatic\" or \"alwaysHidden\"")
      }
    default: return nil
    }
  }

  private static func stackSetter(_ key: String, _ node: SceneNode, _ stack: StackView) throws -> Setter? {
    switch key {
    case "axis": return set(try node.choice(StackView.Axis.self)) { stack.axis = $0 }
    // UIKit: "Use negative values to allow overlap."
    case "spacing": return set(CGFloat(try LayoutSpecReader.bounded(node))) { stack.spacing = $0 }
    case "alignment":
      // UIKit's `.top` and `.bottom` are other names of `.leading` and `.trailing`.
      let aliases: [String: StackView.Alignment] = ["top": .leading, "bottom": .trailing]
      return set(try aliases[node.string()] ?? node.choice(StackView.Alignment.self)) { stack.alignment = $0 }
    case "distribution":
      let distribution = try node.choice(StackView.Distribution.self)
      // The limits depend on the stacks as the steps before leave them: checked as the setter runs.
      return {
        let limit = ReplayLimits.arrangedSubviews(for: distribution)
        guard stack.arrangedSubviews.count <= limit else {
          throw node.error(
            "more than \(limit) arranged subviews in a StackView with distribution \(distribution.rawValue)")
        }
        var top: View = stack
        while let parent = top.superview { top = parent }
        let shares = ReplayLimits.stackShares(in: top, override: stack, distribution: distribution)
        guard shares <= ReplayLimits.stackBudget else {
          throw node.error(ReplayLimits.stackBudgetMessage(shares))
        }
        stack.distribution = distribution
      }
    case "isLayoutMarginsRelativeArrangement":
      return set(try node.bool()) { stack.isLayoutMarginsRelativeArrangement = $0 }
    default: return nil
    }
  }

  private static func scrollableDirections(_ node: SceneNode) throws -> ScrollNode.ScrollableDirections {
    var directions: ScrollNode.ScrollableDirections = []
    let names: [String: ScrollNode.ScrollableDirections] = [
      "vertical": .vertical, "horizontal": .horizontal, "up": .up, "down": .down, "left": .left,
      "right": .right,
    ]
    for item in try node.array() {
      let name = try item.string()
      guard let direction = names[name] else {
        throw item.error(
          "unknown direction \"\(name)\"; expected vertical, horizontal, up, down, left or right")
      }
      directions.formUnion(direction)
    }
    return directions
  }

  /// A label's text or a button's title: at most 100,000 characters, as a text node's (a label
  /// of 10 MB of text took hours to size itself before session 41).
  static func text(_ node: SceneNode) throws -> String {
    let text = try node.string()
    try checkTextLength(text, at: node)
    return text
  }

  /// The most characters a scene's text may have: UTF-16 code units, as NSString's `length`
  /// counts them. Counted as Swift's characters (grapheme clusters), one letter with 2.9 million
  /// combining accents was one character: ten such labels (58 MB) took 19 s (session 43).
  static let maximumTextLength = 100_000

  /// Refuses a text longer than ``maximumTextLength``.
  static func checkTextLength(_ text: String, at node: SceneNode) throws {
    guard text.utf16.count <= maximumTextLength else {
      throw node.error("text longer than \(maximumTextLength) characters")
    }
  }

  /// The largest font size a scene's label or text node takes, in points (a table row's limit):
  /// 100,000 characters broken one to a line stay a finite height. Before sweep 56 a label of
  /// 1e308 pt measured an infinite height, which its frame ignored (0 pt high, exit 0), and a
  /// size of 0 or less was ignored by the label (17 pt) while a text node measured with it.
  static let maximumFontSize: CGFloat = 100_000

  /// A font size > 0 and at most ``maximumFontSize`` points.
  static func fontSize(_ node: SceneNode) throws -> CGFloat {
    let value = try node.number()
    guard value > 0, value <= Double(maximumFontSize) else {
      throw node.error("fontSize must be > 0 and at most 100000 points")
    }
    return CGFloat(value)
  }

  private static func positive(_ node: SceneNode) throws -> Double {
    let value = try node.number()
    guard value > 0 else { throw node.error("expected a number > 0") }
    return value
  }

  private static func decelerationRate(_ node: SceneNode) throws -> DecelerationRate {
    if case .string(let name) = node.value {
      switch name {
      case "normal": return .normal
      case "fast": return .fast
      default:
        throw node.error("unknown deceleration rate \"\(name)\"; expected \"normal\", \"fast\" or a number")
      }
    }
    let value = try node.number()
    // 0 keeps no momentum, as UIKit's `DecelerationRate(rawValue: 0)` (see ScrollView.decelerationRate).
    guard value == 0 || DecelerationRate.isValid(value) else {
      throw node.error("a deceleration rate must be 0 or in (0, 1)")
    }
    return DecelerationRate(rawValue: value)
  }

  private static func controlSetter(_ key: String, _ node: SceneNode, _ control: Control) throws -> Setter? {
    switch key {
    case "isEnabled": return set(try node.bool()) { control.isEnabled = $0 }
    case "isSelected": return set(try node.bool()) { control.isSelected = $0 }
    case "isHighlighted": return set(try node.bool()) { control.isHighlighted = $0 }
    case "title":
      guard let button = control as? Button else { return nil }
      return set(try text(node)) { button.setTitle($0, for: .normal) }
    case "isOn":
      guard let toggle = control as? Switch else { return nil }
      return set(try node.bool()) { toggle.isOn = $0 }
    case "value", "minimumValue", "maximumValue", "isContinuous":
      guard let slider = control as? Slider else { return nil }
      if key == "isContinuous" { return set(try node.bool()) { slider.isContinuous = $0 } }
      let value = Float(try node.number())
      switch key {
      case "value": return { slider.value = value }
      case "minimumValue": return { slider.minimumValue = value }
      default: return { slider.maximumValue = value }
      }
    default: return nil
    }
  }
}
