import SwiftSyntax

/// `#selector(setter: UIView.backgroundColor)` ->
/// `Selector("setBackgroundColor:", setter: \UIView.backgroundColor)`: a setter's selector is
/// `set` and its property's name capitalised, with one argument. InertiaUIKit's initializer makes
/// every instance of the type answer it, so `perform(_:with:)` sets the property to the argument,
/// as the Objective-C runtime finds the setter on iOS (a theme engine replaying setters on the
/// objects it styled). Only a type-qualified property (a capitalised owner) is rewritten.
enum SetterSelectorRule {
  /// Rewrites `node` when it is a setter selector of a type's property; returns whether it did.
  static func rewrite(_ node: MacroExpansionExprSyntax, in file: ParsedFile) -> Bool {
    guard let selected = SelectorRule.typeQualifiedProperty(of: node, label: "setter") else { return false }
    let type = selected.type
    let property = selected.property.replacingOccurrences(of: "`", with: "")
    guard let first = property.first else { return false }
    let name = "set" + first.uppercased() + property.dropFirst() + ":"
    let replacement = "Selector(\"\(name)\", setter: \\\(type).\(property))"
    file.replace(
      node, with: replacement, what: "\(node.sourceText) -> \(replacement)",
      why: "no Objective-C runtime on Linux: a setter's selector is set and its property's name, "
        + "answered by every instance of \(type)")
    return true
  }
}
