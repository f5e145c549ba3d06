import SwiftSyntax

/// Adds `extension C: ActionTarget {}` for a class whose methods `#selector` names when the class is
/// not a UIKit responder (an `NSObject` subclass, a Texture node, a class of its own): controls and
/// recognizers send actions to responders and to `ActionTarget`s only, and InertiaUIKit's default
/// `ActionTarget` implementation calls the methods the rewritten selectors registered.
enum ActionTargetConformance {
  static func add(for owners: [String], in files: [ParsedFile], index: TypeIndex) {
    var done: Set<String> = []
    for owner in owners {
      guard let (name, entry) = root(of: owner, index: index), !done.contains(name) else { continue }
      done.insert(name)
      guard !isResponder(entry.firstInherited) else { continue }
      let file = files[entry.fileIndex]
      file.appendConformance(
        of: name, to: "ActionTarget", line: file.line(of: entry.node),
        why: "\(name) receives #selector actions but is not a responder; controls send actions to "
          + "responders and ActionTargets")
    }
  }

  /// The class `owner`, or the first class up its superclass chain whose superclass is not in
  /// the files, with its qualified name.
  static func root(of owner: String, index: TypeIndex) -> (String, TypeIndex.ClassEntry)? {
    guard var entry = index.classNamed(owner) else { return nil }
    var name = owner
    var seen: Set<String> = [owner]
    while let inherited = entry.firstInherited, !seen.contains(inherited),
      let parent = index.classNamed(inherited)
    {
      seen.insert(inherited)
      name = inherited
      entry = parent
    }
    return (name, entry)
  }

  /// Whether a class inheriting from `name` (not in the files) is a responder: UIKit's classes
  /// (UIView, UIViewController, UIControl... all but UIGestureRecognizer and UIBarItems) and
  /// Texture's view controllers.
  static func isResponder(_ name: String?) -> Bool {
    guard let name else { return false }
    let plain = name.split(separator: "<").first.map(String.init) ?? name
    let simple = plain.split(separator: ".").last.map(String.init) ?? plain
    if simple.hasPrefix("UI") {
      return !simple.hasSuffix("GestureRecognizer") && !simple.hasSuffix("BarButtonItem")
        && !simple.hasSuffix("Item") && simple != "UIImage" && simple != "UIColor" && simple != "UIFont"
    }
    return simple.hasPrefix("AS") && simple.hasSuffix("Controller")
  }
}
