import SwiftSyntax

/// Marks `required` the initializers InertiaUIKit makes instances with from a class value: a
/// view's `layerClass` (`CALayer.init()`), registered table cells
/// (`UITableViewCell.init(style:reuseIdentifier:)`), header and footer views
/// (`UITableViewHeaderFooterView.init(reuseIdentifier:)`) and collection cells
/// (`UICollectionViewCell.init(frame:)`). Swift makes an instance from a class value only through
/// a required initializer, and an override of one must say `required`: so `override init(frame:)`
/// of a collection cell becomes `required init(frame:)`. A subclass that declares other
/// designated initializers but not this one (so inherits none) gets one that traps, as iOS traps
/// when it makes that class with the missing initializer. A superclass outside the files given
/// counts by its name's ending (`…CollectionViewCell`, `…CollectionReusableView`,
/// `…TableViewCell`, `…HeaderFooterView`).
enum RequiredInitRule {
  /// A family of classes and the initializer InertiaUIKit makes them with.
  struct Family {
    /// The library's classes (UIKit and Inertia spellings) whose subclasses are rewritten.
    let roots: Set<String>
    /// The initializer's argument labels.
    let labels: [String]
    /// The initializer as written when one that traps is added.
    let trap: String
    /// What makes instances with it, for the report.
    let maker: String
  }

  static let families = [
    Family(
      roots: ["CALayer", "CAShapeLayer", "CAGradientLayer", "Layer", "ShapeLayer", "GradientLayer"],
      labels: [], trap: "required init()", maker: "a view makes its layerClass with CALayer.init()"),
    Family(
      roots: ["UITableViewCell", "TableViewCell"], labels: ["style", "reuseIdentifier"],
      trap: "required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?)",
      maker: "a table makes registered cells with init(style:reuseIdentifier:)"),
    Family(
      roots: ["UITableViewHeaderFooterView", "TableViewHeaderFooterView"], labels: ["reuseIdentifier"],
      trap: "required init(reuseIdentifier: String?)",
      maker: "a table makes registered header and footer views with init(reuseIdentifier:)"),
    Family(
      roots: [
        "UICollectionViewCell", "UICollectionReusableView", "CollectionViewCell", "CollectionReusableView",
      ],
      labels: ["frame"], trap: "required init(frame: CGRect)",
      maker: "a collection view makes registered cells and views with init(frame:)"),
  ]

  static let why = "Swift makes instances from a class value only through required initializers"

  static func rewrite(in files: [ParsedFile], index: TypeIndex) {
    for (name, entry) in index.classes.sorted(by: { $0.key < $1.key }) {
      guard let entry, let family = family(of: name, index: index) else { continue }
      rewrite(entry, family: family, in: files[entry.fileIndex])
    }
  }

  /// The family the class's superclass chain (through the files given) reaches, if any.
  static func family(of name: String, index: TypeIndex) -> Family? {
    var current = name
    var seen: Set<String> = []
    while let entry = index.classNamed(current), let inherited = entry.firstInherited,
      !seen.contains(current)
    {
      seen.insert(current)
      let simple = inherited.split(separator: ".").last.map(String.init) ?? inherited
      if let family = families.first(where: { $0.roots.contains(simple) }) { return family }
      current = simple
    }
    // A superclass outside the files given (a library's cell base class, ported on its own) is
    // taken by its name's ending: `MagazineLayoutCollectionViewCell` is a collection cell.
    guard current != name, index.classes[current] == nil else { return nil }
    return outsideSuffixes.first { current.hasSuffix($0.suffix) }.map { families[$0.family] }
  }

  /// Name endings of superclasses outside the files, and the index of their family.
  static let outsideSuffixes: [(suffix: String, family: Int)] = [
    ("TableViewCell", 1), ("HeaderFooterView", 2), ("CollectionViewCell", 3), ("CollectionReusableView", 3),
  ]

  private static func rewrite(_ entry: TypeIndex.ClassEntry, family: Family, in file: ParsedFile) {
    let initializers = entry.node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    let designated = initializers.filter { !has($0, .convenience) }
    let className = entry.node.name.text
    var hasIt = false
    for initializer in designated
    where initializer.signature.parameterClause.parameters.map(\.firstName.text) == family.labels {
      hasIt = true
      guard !has(initializer, .required),
        let modifier = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) })
      else { continue }
      let signature = "init(\(family.labels.map { "\($0):" }.joined()))"
      let widened = isOpen(entry) && !initializer.modifiers.contains { isPublic($0) }
      file.replace(
        modifier.name, with: widened ? "public required" : "required",
        what: "override \(signature) -> required \(signature) in \(className)",
        why: "\(family.maker); \(why)")
    }
    guard !hasIt, !designated.isEmpty else { return }
    let brace = entry.node.memberBlock.rightBrace
    let indent = file.indentation(of: designated[0])
    let offset = brace.positionAfterSkippingLeadingTrivia.utf8Offset
    // Before the closing brace, on a line of its own.
    let atLineStart = file.indentation(of: brace).count == columnOf(offset, in: file)
    let text =
      (atLineStart ? "" : "\n")
      + "\(indent)\(isOpen(entry) ? "public " : "")\(family.trap) { fatalError(\"init has not been implemented\") }\n"
      + (atLineStart ? file.indentation(of: brace) : "")
    file.edits.append(SourceEdit(start: offset, end: offset, replacement: text))
    file.reports.append(
      PortRewrite(
        file: file.path, line: file.line(of: brace),
        what: "\(family.trap) that traps added to \(className)",
        why: "\(family.maker); \(why); \(className) declares other initializers, so it inherits none, "
          + "and iOS traps too when it makes this class so"))
  }

  /// Whether the class is `open`: a required initializer must then be public ("'required'
  /// initializer must be accessible wherever class can be subclassed").
  private static func isOpen(_ entry: TypeIndex.ClassEntry) -> Bool {
    entry.node.modifiers.contains { $0.name.tokenKind == .keyword(.open) }
  }

  private static func isPublic(_ modifier: DeclModifierSyntax) -> Bool {
    modifier.name.tokenKind == .keyword(.public) || modifier.name.tokenKind == .keyword(.open)
  }

  private static func has(_ node: InitializerDeclSyntax, _ keyword: Keyword) -> Bool {
    node.modifiers.contains { $0.name.tokenKind == .keyword(keyword) }
  }

  /// How many bytes `offset` is from the start of its line.
  private static func columnOf(_ offset: Int, in file: ParsedFile) -> Int {
    var start = offset
    while start > 0, file.bytes[start - 1] != 0x0A { start -= 1 }
    return offset - start
  }
}
