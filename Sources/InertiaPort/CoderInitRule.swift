import SwiftSyntax

/// `super.init(coder: coder)` in a view class's `init?(coder:)`: a storyboard or nib made the view
/// on iOS. Inertia's views have no archives, so `UIView` has no `init?(coder:)` (a `required` one
/// would oblige every view subclass to declare it): the call becomes `super.init(frame: .zero)`
/// (`super.init(style: .default, reuseIdentifier: nil)` in a table cell,
/// `super.init(reuseIdentifier: nil)` in a header or footer view, a flow layout in a collection
/// view, the plain style in a table view), which compiles and keeps the
/// initializer's body. Nothing calls `init?(coder:)` on Linux; make
/// the view in code. Only classes whose superclass chain (through the files given) ends at a
/// UIKit class that is not a view controller or a collection layout are rewritten (those keep
/// UIKit's `init?(coder:)`), and layers' (`super.init()`: a `CALayer` subclass's archive
/// initializer).
enum CoderInitRule {
  static func rewrite(_ node: FunctionCallExprSyntax, in file: ParsedFile, index: TypeIndex) {
    guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
      member.base?.is(SuperExprSyntax.self) == true, member.declName.baseName.tokenKind == .keyword(.`init`),
      node.arguments.count == 1, node.arguments.first?.label?.text == "coder",
      let owner = qualifiedOwner(of: node), let root = root(of: owner, index: index),
      isArchivedView(root) || isLayer(root)
    else { return }
    let replacement = isLayer(root) ? "super.init()" : replacements[root] ?? "super.init(frame: .zero)"
    file.replace(
      node, with: replacement, what: "\(node.trimmedDescription) -> \(replacement) in \(owner)",
      why: "no archives on Linux: \(root) has no init(coder:); make the view in code")
  }

  /// Whether `root` is a UIKit class that Inertia makes without archives: a view, not a view
  /// controller or a collection layout (those keep UIKit's `init?(coder:)`).
  static func isArchivedView(_ root: String) -> Bool {
    root.hasPrefix("UI") && !root.hasSuffix("Controller") && !root.contains("Layout")
  }

  /// Whether `root` is a Core Animation layer class (`CALayer`, `CAShapeLayer`…): Inertia's
  /// layers have no `init?(coder:)` either; their `init()` is the designated one.
  static func isLayer(_ root: String) -> Bool { root.hasPrefix("CA") && root.hasSuffix("Layer") }

  /// The designated initializer called instead, for the classes whose is not `init(frame:)`.
  static let replacements = [
    "UITableViewCell": "super.init(style: .default, reuseIdentifier: nil)",
    "UITableViewHeaderFooterView": "super.init(reuseIdentifier: nil)",
    // A nib's collection view has a flow layout unless the nib names another, and a nib's table is
    // plain unless it says grouped; their `init(frame:)` is a convenience one `super` cannot call.
    "UICollectionView": "super.init(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
    "UITableView": "super.init(frame: .zero, style: .plain)",
  ]

  /// The name the index files the type around `node` under: a class nested in another type, or
  /// in an extension of one (BetterSegmentedControl's `IndicatorView`), as `Outer.Inner`.
  static func qualifiedOwner(of node: some SyntaxProtocol) -> String? {
    var names: [String] = []
    var current = node.parent
    while let syntax = current {
      if let declaration = syntax.as(ClassDeclSyntax.self) {
        names.append(declaration.name.text)
      } else if let declaration = syntax.as(StructDeclSyntax.self) {
        names.append(declaration.name.text)
      } else if let declaration = syntax.as(EnumDeclSyntax.self) {
        names.append(declaration.name.text)
      } else if let declaration = syntax.as(ExtensionDeclSyntax.self) {
        names.append(declaration.extendedType.sourceText)
      }
      current = syntax.parent
    }
    return names.isEmpty ? nil : names.reversed().joined(separator: ".")
  }

  /// The first superclass of `name`'s chain that is not declared in the files given.
  static func root(of name: String, index: TypeIndex) -> String? {
    var current = name
    var seen: Set<String> = []
    while let entry = index.classNamed(current), !seen.contains(current) {
      seen.insert(current)
      guard let inherited = entry.firstInherited else { return nil }
      current = inherited.split(separator: "<").first.map(String.init) ?? inherited
    }
    return current == name ? nil : current
  }
}
