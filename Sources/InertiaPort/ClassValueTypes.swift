import Foundation
import SwiftSyntax

/// The associated value types of the enum cases the files declare, by case name (`case
/// type(type: PagingMenuViewCell.Type)` gives `type: ["PagingMenuViewCell.Type"]`); a name
/// declared twice with other types maps to nil.
struct EnumCaseTypes {
  private(set) var types: [String: [String]?] = [:]

  init(_ files: [ParsedFile]) {
    for file in files {
      let walker = CaseWalker()
      walker.walk(file.tree)
      for (name, found) in walker.found {
        if let existing = types[name], existing != found {
          types[name] = .some(nil)
        } else {
          types[name] = found
        }
      }
    }
  }
}

private final class CaseWalker: SyntaxVisitor {
  var found: [(String, [String])] = []

  init() { super.init(viewMode: .sourceAccurate) }

  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    if let parameters = node.parameterClause?.parameters {
      found.append((node.name.text, parameters.map(\.type.trimmedDescription)))
    }
    return .skipChildren
  }
}

/// Finds what a class value is declared as, for ``ClassValueInitRule``: the constraint of a
/// generic parameter in scope, the declared metatype of a parameter, local, enum case binding or
/// property, and whether a class is a view or a view controller.
struct ClassValueTypes {
  let index: TypeIndex
  let cases: EnumCaseTypes

  /// UIKit's (and the platform frameworks') view classes by name, with Inertia's spellings.
  static let viewClasses: Set<String> = [
    "UIView", "UILabel", "UIImageView", "UIButton", "UIControl", "UIScrollView", "UITableView",
    "UICollectionView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
    "UICollectionViewListCell", "UITableViewHeaderFooterView", "UITextField", "UITextView",
    "UIStackView", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UIPageControl",
    "UIProgressView", "UIActivityIndicatorView", "UIRefreshControl", "UINavigationBar", "UIToolbar",
    "UITabBar", "UISearchBar", "UIPickerView", "UIDatePicker", "UIVisualEffectView", "UIWindow",
    "WKWebView", "MKMapView", "ASDisplayView", "View", "Label", "ImageView", "Button", "Control",
    "ScrollView", "TableView", "CollectionView", "TableViewCell", "CollectionViewCell",
    "CollectionReusableView", "StackView",
  ]

  /// UIKit's view controller classes by name, with Inertia's and Texture's spellings.
  static let controllerClasses: Set<String> = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UITabBarController", "UIPageViewController", "UISplitViewController",
    "UIAlertController", "UISearchController", "ViewController", "TableViewController",
    "CollectionViewController", "NavigationController", "ASDKViewController", "ASViewController",
  ]

  /// Texture's node classes by name, with Inertia's root.
  static let nodeClasses: Set<String> = [
    "ASDisplayNode", "ASCellNode", "ASTextCellNode", "ASControlNode", "ASButtonNode", "ASImageNode",
    "ASNetworkImageNode", "ASVideoNode", "ASTextNode", "ASTextNode2", "ASEditableTextNode",
    "ASScrollNode", "ASTableNode", "ASCollectionNode", "ASPagerNode", "DisplayNode",
  ]

  /// Whether `name` is a view class, a view controller class or a node class (through the files'
  /// classes).
  func kind(of name: String) -> ClassValueInitRule.Kind? {
    var current = simple(name)
    var seen: Set<String> = []
    while let entry = index.classNamed(current), let inherited = entry.firstInherited,
      seen.insert(current).inserted
    {
      current = simple(inherited)
    }
    if Self.viewClasses.contains(current) { return .view }
    if Self.controllerClasses.contains(current) { return .controller }
    if Self.nodeClasses.contains(current) { return .node }
    return nil
  }

  /// Whether `name`'s `init(frame:)` is required already (a collection cell or reusable view).
  func hasRequiredFrameInit(_ name: String) -> Bool {
    let cells = RequiredInitRule.families[3]
    if cells.roots.contains(simple(name)) { return true }
    return RequiredInitRule.family(of: simple(name), index: index)?.labels == cells.labels
  }

  /// The last component of a qualified name.
  func simple(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// The constraint's class of the generic parameter `name` of the innermost declaration around
  /// `node` declaring one (`<View: UIView>`, `where View: UIView`, an extension of such a class).
  func genericConstraint(_ name: String, around node: some SyntaxProtocol) -> String? {
    var current = node.parent
    while let syntax = current {
      if let found = constraint(name, declaredBy: syntax) { return found.isEmpty ? nil : found }
      current = syntax.parent
    }
    return nil
  }

  /// "" when `syntax` declares `name` without a class constraint, nil when it does not declare it.
  private func constraint(_ name: String, declaredBy syntax: Syntax) -> String? {
    var clause: GenericParameterClauseSyntax?
    var whereClauses: [GenericWhereClauseSyntax?] = []
    if let decl = syntax.as(FunctionDeclSyntax.self) {
      (clause, whereClauses) = (decl.genericParameterClause, [decl.genericWhereClause])
    } else if let decl = syntax.as(InitializerDeclSyntax.self) {
      (clause, whereClauses) = (decl.genericParameterClause, [decl.genericWhereClause])
    } else if let decl = syntax.as(ClassDeclSyntax.self) {
      (clause, whereClauses) = (decl.genericParameterClause, [decl.genericWhereClause])
    } else if let decl = syntax.as(StructDeclSyntax.self) {
      (clause, whereClauses) = (decl.genericParameterClause, [decl.genericWhereClause])
    } else if let decl = syntax.as(EnumDeclSyntax.self) {
      (clause, whereClauses) = (decl.genericParameterClause, [decl.genericWhereClause])
    } else if let decl = syntax.as(ExtensionDeclSyntax.self),
      let extended = index.classNamed(simple(decl.extendedType.trimmedDescription))
    {
      (clause, whereClauses) = (extended.node.genericParameterClause, [extended.node.genericWhereClause])
      whereClauses.append(decl.genericWhereClause)
    }
    guard let parameter = clause?.parameters.first(where: { $0.name.text == name }) else { return nil }
    var constraints: [TypeSyntax] = parameter.inheritedType.map { [$0] } ?? []
    for requirement in whereClauses.compactMap({ $0 }).flatMap(\.requirements) {
      guard case .conformanceRequirement(let conformance) = requirement.requirement,
        conformance.leftType.trimmedDescription == name
      else { continue }
      constraints.append(conformance.rightType)
    }
    let names = constraints.flatMap { $0.trimmedDescription.split(separator: "&") }
      .map { $0.trimmingWhitespace() }
    return names.first { kind(of: $0) != nil } ?? ""
  }

  /// The class a class value makes and the type its result is cast to: a generic parameter
  /// (`T.init()`, `T.self.init()`), a value declared as a metatype (`type.init()`), or a cast to
  /// one (`(T.self as UIView.Type).init(frame:)`).
  func instanceType(
    ofClassValue base: ExprSyntax, around node: some SyntaxProtocol
  ) -> (cast: String, instance: String)? {
    var expression = base
    if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
      let inner = member.base
    {
      expression = inner
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if let constraint = genericConstraint(name, around: node) { return (name, constraint) }
      guard let declared = declaredType(of: reference, around: node),
        let found = metatypeInstance(declared)
      else { return nil }
      // `kind: T.Type` for a generic parameter `T: Tile`.
      if let constraint = genericConstraint(found.instance, around: node) { return (found.cast, constraint) }
      return found
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let element = tuple.elements.first, element.label == nil
    {
      let text = element.expression.trimmedDescription
      guard
        let range = text.range(of: " as! ", options: .backwards)
          ?? text.range(of: " as ", options: .backwards)
      else { return nil }
      return metatypeInstance(String(text[range.upperBound...]))
    }
    return nil
  }

  /// `X` for a type written `X.Type` (also optional), nil for anything else.
  private func metatypeInstance(_ type: String) -> (cast: String, instance: String)? {
    var text = type.filter { !$0.isWhitespace }
    while let last = text.last, last == "?" || last == "!" { text.removeLast() }
    if text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
    guard text.hasSuffix(".Type") else { return nil }
    let instance = String(text.dropLast(5))
    guard !instance.isEmpty, !instance.contains("<"), !instance.contains("&") else { return nil }
    return (instance, instance)
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
