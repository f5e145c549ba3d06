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

  /// Applies `key` = `node` to `view`. Unknown keys are ignored (extra fields are allowed) unless
  /// `strict`, where they are an error.
  static func apply(_ key: String, _ node: SceneNode, to view: View, strict: Bool) throws {
    if try applyView(key, node, view) { return }
    if let scrollView = view as? ScrollView, try applyScrollView(key, node, scrollView) { return }
    if let control = view as? Control, try applyControl(key, node, control) { return }
    if let stack = view as? StackView, try applyStack(key, node, stack) { return }
    if let label = view as? Label, key == "text" || key == "fontSize" || key == "numberOfLines" {
      switch key {
      case "text": label.text = try text(node)
      case "numberOfLines": label.numberOfLines = try node.integer()
      default: label.fontSize = CGFloat(try node.number())
      }
      return
    }
    if strict { throw node.error("\(typeName(of: view)) has no settable property \"\(key)\"") }
  }

  static func typeName(of view: View) -> String { String(describing: type(of: view)) }

  private static func applyView(_ key: String, _ node: SceneNode, _ view: View) throws -> Bool {
    switch key {
    case "frame": view.frame = try node.rect()
    case "center": view.center = try node.point()
    case "bounds": view.bounds = try node.rect()
    case "transform":
      let m = try node.numbers(6).map { CGFloat($0) }
      view.transform = AffineTransform(a: m[0], b: m[1], c: m[2], d: m[3], tx: m[4], ty: m[5])
    case "backgroundColor": view.backgroundColor = try node.color()
    case "isHidden": view.isHidden = try node.bool()
    case "alpha": view.alpha = CGFloat(try node.number())
    case "clipsToBounds": view.clipsToBounds = try node.bool()
    case "isUserInteractionEnabled": view.isUserInteractionEnabled = try node.bool()
    case "isMultipleTouchEnabled": view.isMultipleTouchEnabled = try node.bool()
    case "cornerRadius": view.layerCornerRadius = CGFloat(try node.nonNegative())
    case "tag": view.tag = try node.integer()
    case "contentMode": view.contentMode = try named(node, View.ContentMode.allCases)
    case "autoresizesSubviews": view.autoresizesSubviews = try node.bool()
    case "autoresizingMask":
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
      view.autoresizingMask = mask
    default: return false
    }
    return true
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

  private static func applyScrollView(_ key: String, _ node: SceneNode, _ view: ScrollView) throws -> Bool {
    switch key {
    case "contentSize":
      if case .string(let text) = node.value, text == "auto", let scrollNode = view as? ScrollNode {
        scrollNode.automaticallyManagesContentSize = true
      } else if case .string(let text) = node.value, text == "auto" {
        view.contentSizeFollowsSubviews = true
        view.setNeedsLayout()
      } else {
        view.contentSizeFollowsSubviews = false
        view.contentSize = try node.size()
      }
    case "contentOffset": view.setContentOffset(try node.point(), animated: false)
    case "contentInset": view.contentInset = try node.insets()
    case "contentInsetAdjustmentBehavior":
      view.contentInsetAdjustmentBehavior = try node.choice(ContentInsetAdjustmentBehavior.self)
    case "bounces": view.bounces = try node.bool()
    case "alwaysBounceVertical": view.alwaysBounceVertical = try node.bool()
    case "alwaysBounceHorizontal": view.alwaysBounceHorizontal = try node.bool()
    case "isPagingEnabled": view.isPagingEnabled = try node.bool()
    case "isDirectionalLockEnabled": view.isDirectionalLockEnabled = try node.bool()
    case "isScrollEnabled": view.isScrollEnabled = try node.bool()
    case "scrollsToTop": view.scrollsToTop = try node.bool()
    case "delaysContentTouches": view.delaysContentTouches = try node.bool()
    case "canCancelContentTouches": view.canCancelContentTouches = try node.bool()
    case "showsVerticalScrollIndicator": view.showsVerticalScrollIndicator = try node.bool()
    case "showsHorizontalScrollIndicator": view.showsHorizontalScrollIndicator = try node.bool()
    case "indicatorStyle": view.indicatorStyle = try node.choice(IndicatorStyle.self)
    case "keyboardDismissMode": view.keyboardDismissMode = try node.choice(KeyboardDismissMode.self)
    case "verticalScrollIndicatorInsets": view.verticalScrollIndicatorInsets = try node.insets()
    case "horizontalScrollIndicatorInsets": view.horizontalScrollIndicatorInsets = try node.insets()
    case "automaticallyAdjustsScrollIndicatorInsets":
      view.automaticallyAdjustsScrollIndicatorInsets = try node.bool()
    case "isNavigationContent": view.isNavigationContent = try node.bool()
    case "decelerationRate": view.decelerationRate = try decelerationRate(node)
    case "minimumZoomScale": view.minimumZoomScale = CGFloat(try positive(node))
    case "maximumZoomScale": view.maximumZoomScale = CGFloat(try positive(node))
    case "zoomScale": view.zoomScale = CGFloat(try positive(node))
    case "bouncesZoom": view.bouncesZoom = try node.bool()
    case "refreshControl":
      let wanted = try node.bool()
      if wanted && view.refreshControl == nil { view.refreshControl = RefreshControl() }
      if !wanted { view.refreshControl = nil }
    case "restorationIdentifier": view.restorationIdentifier = try node.string()
    default: return try applyListOrNode(key, node, view)
    }
    return true
  }

  /// The keys of a scroll view's kinds: a scroll node's layout, a table's or collection's rows and
  /// selection.
  private static func applyListOrNode(_ key: String, _ node: SceneNode, _ view: ScrollView) throws -> Bool {
    switch key {
    case "automaticallyManagesContentSize":
      guard let scrollNode = view as? ScrollNode else { return false }
      scrollNode.automaticallyManagesContentSize = try node.bool()
    case "layoutCompatibility":
      guard let scrollNode = view as? ScrollNode else { return false }
      scrollNode.layoutCompatibility = try node.choice(LayoutCompatibility.self)
    case "scrollableDirections":
      guard let scrollNode = view as? ScrollNode else { return false }
      scrollNode.scrollableDirections = try scrollableDirections(node)
    case "rowHeight":
      guard let table = view as? TableView else { return false }
      table.rowHeight = CGFloat(try SceneTableModel.positiveHeight(node, "rowHeight"))
    case "allowsSelection":
      if let collection = view as? CollectionView {
        collection.allowsSelection = try node.bool()
        return true
      }
      guard let table = view as? TableView else { return false }
      table.allowsSelection = try node.bool()
    case "allowsMultipleSelection":
      if let collection = view as? CollectionView {
        collection.allowsMultipleSelection = try node.bool()
        return true
      }
      guard let table = view as? TableView else { return false }
      table.allowsMultipleSelection = try node.bool()
    case "isEditing":
      guard let table = view as? TableView else { return false }
      table.isEditing = try node.bool()
    case "sectionIndexDisplayMode":
      guard let table = view as? TableView else { return false }
      switch try node.string() {
      case "automatic": table.sectionIndexDisplayMode = .automatic
      case "alwaysHidden": table.sectionIndexDisplayMode = .alwaysHidden
      default: throw node.error("sectionIndexDisplayMode must be \"automatic\" or \"alwaysHidden\"")
      }
    default: return false
    }
    return true
  }

  private static func applyStack(_ key: String, _ node: SceneNode, _ stack: StackView) throws -> Bool {
    switch key {
    case "axis": stack.axis = try node.choice(StackView.Axis.self)
    // UIKit: "Use negative values to allow overlap."
    case "spacing": stack.spacing = CGFloat(try LayoutSpecReader.bounded(node))
    case "alignment":
      // UIKit's `.top` and `.bottom` are other names of `.leading` and `.trailing`.
      let aliases: [String: StackView.Alignment] = ["top": .leading, "bottom": .trailing]
      stack.alignment = try aliases[node.string()] ?? node.choice(StackView.Alignment.self)
    case "distribution":
      let distribution = try node.choice(StackView.Distribution.self)
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
    case "isLayoutMarginsRelativeArrangement": stack.isLayoutMarginsRelativeArrangement = try node.bool()
    default: return false
    }
    return true
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

  private static func applyControl(_ key: String, _ node: SceneNode, _ control: Control) throws -> Bool {
    switch key {
    case "isEnabled": control.isEnabled = try node.bool()
    case "isSelected": control.isSelected = try node.bool()
    case "isHighlighted": control.isHighlighted = try node.bool()
    case "title":
      guard let button = control as? Button else { return false }
      button.setTitle(try text(node), for: .normal)
    case "isOn":
      guard let toggle = control as? Switch else { return false }
      toggle.isOn = try node.bool()
    case "value", "minimumValue", "maximumValue", "isContinuous":
      guard let slider = control as? Slider else { return false }
      if key == "isContinuous" {
        slider.isContinuous = try node.bool()
      } else {
        let value = Float(try node.number())
        switch key {
        case "value": slider.value = value
        case "minimumValue": slider.minimumValue = value
        default: slider.maximumValue = value
        }
      }
    default: return false
    }
    return true
  }
}
