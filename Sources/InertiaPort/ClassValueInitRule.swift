import Foundation
import SwiftSyntax

/// Views and view controllers made from a class value: `View()` and `View(frame: rect)` for a
/// generic parameter `View: UIView`, `type.init()` and `cellClass.init(frame: rect)` for a value
/// of a metatype (`cellClass: UICollectionReusableView.Type`, `case .type(let type)` of an enum
/// case holding a `PagingMenuViewCell.Type`, `(T.self as UIView.Type)`), `controllerType.init()`
/// on a `UIViewController.Type`; `Self()`, `Self(frame: rect)` and `type(of: self).init(frame: rect)`
/// in a view or controller class that is not `final` (cast to `Self`). iOS accepts these because UIKit's initializers are Objective-C
/// ones, which Swift calls through any metatype and the runtime sends to the object's class; Swift
/// accepts them for its own classes only through `required` initializers, which Inertia's
/// `init(frame:)` and `init()` are not (so that `override init(frame:)` keeps compiling). They
/// become calls of the classes' overridable factories, cast to the type the call had:
/// `(View.makeFromClass(frame: rect) as! View)`, `(type.makeFromClass() as! PagingMenuViewCell)`.
/// Inertia's own view and controller classes override the factories; when the files make any view
/// or controller from a class value, each view (controller) class of the files gets an override
/// making its own class (``ClassValueFactoryRule``). `ConcreteClass()` is left alone, and so are
/// class values the files do not declare as a view's or a controller's. Texture's nodes are made
/// so too (`nodeType.init()` for `nodeType: Node.Type` with `Node: ASCellNode`; sixty-fifth trial):
/// `(nodeType.makeFromClass() as! Node)`.
enum ClassValueInitRule {
  /// What is made: a view (the factory takes a frame), a controller or a Texture node.
  enum Kind { case view, controller, node }

  static let why =
    "UIKit's initializers are Objective-C ones, which Swift calls through any class value; Swift "
    + "makes its own classes from class values only through required initializers, so the class's "
    + "factory makes it"

  /// Rewrites the constructions of every file; returns which kinds were made from class values.
  static func rewrite(in files: [ParsedFile], index: TypeIndex) -> Set<Kind> {
    let cases = EnumCaseTypes(files)
    var made: Set<Kind> = []
    for file in files where !file.isHeader {
      let finder = ConstructionFinder(file: file, index: index, cases: cases)
      finder.walk(file.tree)
      made.formUnion(finder.made)
    }
    return made
  }

  /// Rewrites `call` when it makes a view or controller from a class value; returns its kind.
  static func rewrite(
    _ call: FunctionCallExprSyntax, in file: ParsedFile, index: TypeIndex, cases: EnumCaseTypes
  ) -> Kind? {
    let labels = call.arguments.map { $0.label?.text ?? "_" }
    guard labels == [] || labels == ["frame"], call.trailingClosure == nil else { return nil }
    let callee = call.calledExpression
    let resolver = ClassValueTypes(index: index, cases: cases)
    let name: TokenSyntax
    let castType: String
    let instance: String
    var needsCast = true
    if let instanceOfSelf = resolver.selfClass(made: callee, around: call) {
      // `Self()`, `Self.init(frame:)`, `type(of: self).init()` in a class that is not final.
      guard
        let token = callee.as(MemberAccessExprSyntax.self)?.declName.baseName
          ?? callee.as(DeclReferenceExprSyntax.self)?.baseName
      else { return nil }
      name = token
      castType = "Self"
      instance = instanceOfSelf
    } else if let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
      // `View()` for a generic parameter.
      guard let constraint = resolver.genericConstraint(reference.baseName.text, around: call) else {
        return nil
      }
      name = reference.baseName
      castType = reference.baseName.text
      instance = constraint
    } else if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init",
      let base = member.base, let found = resolver.instanceType(ofClassValue: base, around: call)
    {
      name = member.declName.baseName
      castType = found.cast
      instance = found.instance
      // The factories return UIKit's root classes: a value of their own metatype needs no cast.
      needsCast = castType != "UIView" && castType != "UIViewController"
    } else {
      return nil
    }
    guard let kind = resolver.kind(of: instance), kind == .view || labels.isEmpty else { return nil }
    // A collection cell's `init(frame:)` is required already: it works through its class value.
    if labels == ["frame"], resolver.hasRequiredFrameInit(instance) { return nil }
    apply(call, name: name, cast: needsCast ? castType : nil, in: file)
    return kind
  }

  private static func apply(
    _ call: FunctionCallExprSyntax, name: TokenSyntax, cast: String?, in file: ParsedFile
  ) {
    let start = call.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = call.endPositionBeforeTrailingTrivia.utf8Offset
    let isInit = name.text == "init"
    let factory = isInit ? "makeFromClass" : "\(name.text).makeFromClass"
    let written = call.trimmedDescription
    if let cast {
      file.edits.append(SourceEdit(start: start, end: start, replacement: "("))
      file.edits.append(SourceEdit(start: end, end: end, replacement: " as! \(cast))"))
    }
    file.edit(
      name.positionAfterSkippingLeadingTrivia.utf8Offset, name.endPositionBeforeTrailingTrivia.utf8Offset,
      factory, line: file.line(of: call),
      what: "\(oneLine(written)) -> \(oneLine(rewritten(written, name: name, factory: factory, cast: cast)))",
      why: why)
  }

  /// The call as rewritten, for the report.
  private static func rewritten(_ written: String, name: TokenSyntax, factory: String, cast: String?)
    -> String
  {
    let replaced: String
    if name.text == "init", let range = written.range(of: ".init(", options: .backwards) {
      replaced = written.replacingCharacters(in: range, with: ".\(factory)(")
    } else {
      replaced = factory + written.dropFirst(name.text.count)
    }
    return cast.map { "(\(replaced) as! \($0))" } ?? replaced
  }

  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined(
      separator: " ")
  }
}

/// Walks a file for constructions from class values.
private final class ConstructionFinder: SyntaxVisitor {
  let file: ParsedFile
  let index: TypeIndex
  let cases: EnumCaseTypes
  var made: Set<ClassValueInitRule.Kind> = []

  init(file: ParsedFile, index: TypeIndex, cases: EnumCaseTypes) {
    self.file = file
    self.index = index
    self.cases = cases
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    if let kind = ClassValueInitRule.rewrite(node, in: file, index: index, cases: cases) { made.insert(kind) }
    return .visitChildren
  }
}
