import SwiftSyntax

/// Imports a file needs on Linux without having written them: `FoundationNetworking` where
/// URLSession and its kin are named (Foundation on Linux keeps them in that module), and the
/// Inertia module of what a bridging header imports (Xcode gives every Swift file of the target the
/// modules its `-Bridging-Header.h` imports; Swift on Linux has no bridging headers).
enum ImplicitImportRule {
  /// The names Foundation on Linux moves to FoundationNetworking.
  static let networkingNames: Set<String> = [
    "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask",
    "URLSessionDownloadTask", "URLSessionUploadTask", "URLSessionStreamTask", "URLSessionWebSocketTask",
    "URLSessionDelegate", "URLSessionDataDelegate", "URLSessionTaskDelegate", "URLRequest",
    "NSURLRequest", "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache",
    "CachedURLResponse", "URLCredential", "URLCredentialStorage", "URLProtectionSpace", "URLProtocol",
    "URLAuthenticationChallenge", "HTTPCookie", "HTTPCookieStorage",
  ]

  /// Core Foundation timer names InertiaUIKit gives (Foundation on Linux keeps Core Foundation
  /// internal).
  static let coreFoundationTimerNames: Set<String> = [
    "CFRunLoopTimerCreateWithHandler", "CFRunLoopAddTimer", "CFRunLoopRemoveTimer",
    "CFRunLoopTimerInvalidate",
    "CFAbsoluteTimeGetCurrent", "CFRunLoopGetCurrent", "CFRunLoopGetMain",
    // Dispatch's time constants (Darwin's; InertiaUIKit gives NSEC_PER_SEC on Linux).
    "NSEC_PER_SEC",
  ]

  /// The Objective-C runtime's associated objects, which Foundation brings on iOS (it imports
  /// the ObjectiveC module) and InertiaUIKit gives on Linux.
  static let objectiveCRuntimeNames: Set<String> = [
    "objc_getAssociatedObject", "objc_setAssociatedObject", "objc_removeAssociatedObjects",
    "objc_AssociationPolicy",
  ]

  /// Foundation classes Foundation on Linux declares unavailable and InertiaUIKit gives (its
  /// declaration shadows Foundation's in a file importing both).
  static let unavailableFoundationNames: Set<String> = ["DateComponentsFormatter"]

  /// The Core Graphics types Foundation on Linux declares itself (the others, `CGAffineTransform`,
  /// `CGContext`, `CGColor`…, come with Foundation on iOS, which re-exports Core Graphics, and with
  /// InertiaUIKit on Linux).
  static let foundationGraphicsNames: Set<String> = ["CGFloat", "CGPoint", "CGSize", "CGRect", "CGRectEdge"]

  /// The C math functions a file gets from Foundation (Darwin on iOS, Glibc through Foundation on
  /// Linux), which a file without imports has only through its target's prefix header.
  static let mathFunctionNames: Set<String> = [
    "pow", "sqrt", "cbrt", "hypot", "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "exp",
    "log", "log2", "log10", "floor", "ceil", "round", "fabs", "fmod", "fmin", "fmax",
  ]

  /// Whether a file without imports, in a target whose other files import UIKit, names `name`,
  /// which only the target's prefix header gives it: a Core Graphics or Foundation type (`CGFloat`,
  /// `NSAttributedString`) or a C math function. A pod's prefix header imports UIKit (and so
  /// Foundation) for every file; an easing file naming only `CGFloat` and `pow` relies on it.
  static func needsPrefixHeader(_ name: String) -> Bool {
    HeaderImport.isTypeName(name, prefix: "CG") || HeaderImport.isTypeName(name, prefix: "NS")
      || mathFunctionNames.contains(name)
  }

  /// Whether `name` is a Core Graphics type Foundation on Linux does not declare.
  static func isCoreGraphicsName(_ name: String) -> Bool {
    HeaderImport.isTypeName(name, prefix: "CG") && !foundationGraphicsNames.contains(name)
  }

  /// The text added for FoundationNetworking: guarded, so the file still builds on iOS.
  static let networkingImport = "#if canImport(FoundationNetworking)\n  import FoundationNetworking\n#endif\n"

  /// Adds the imports `files` need: FoundationNetworking by the names they use, and each module of
  /// `headerModules` (Inertia module -> the header line that asked for it) to the files naming
  /// one of its types.
  static func add(in files: [ParsedFile], headerModules: [String: HeaderImport]) {
    let targetImportsUIKit = files.contains { ImportRule.importsUIKit($0.tree) }
    for file in files {
      let names = file.identifiers
      for module in headerModules.keys.sorted() where !file.importedModules.contains(module) {
        guard let header = headerModules[module], header.isNeeded(by: names, importing: file.importedModules)
        else {
          continue
        }
        insert(
          "import \(module)\n", module: module, in: file, what: "import \(module) added",
          why: "\(header.file) imports \(header.module) for every file of the target; Linux has no "
            + "bridging headers")
      }
      addUIKit(to: file, names: names, targetImportsUIKit: targetImportsUIKit)
      if !file.importedModules.contains("FoundationNetworking"),
        let used = names.sorted().first(where: networkingNames.contains)
      {
        insert(
          networkingImport, module: "FoundationNetworking", in: file,
          what: "import FoundationNetworking added (under canImport)",
          why: "\(used) is in FoundationNetworking on Linux")
      }
    }
  }

  /// Adds `import InertiaUIKit` to a whole source file (one with imports, or with none when
  /// another file of the target imports UIKit) that names a UIKit type (`UI…`) or a Core Foundation
  /// timer function or a class Foundation on Linux lacks (which Foundation gives on iOS and
  /// InertiaUIKit on Linux) but imports neither
  /// Inertia module: on iOS the target gave it UIKit for every file (a framework's umbrella header,
  /// a pod's prefix header, an `@_exported import UIKit` in another file, or a bridging header not
  /// among the inputs).
  private static func addUIKit(to file: ParsedFile, names: Set<String>, targetImportsUIKit: Bool) {
    let hasImports = file.tree.statements.contains { $0.item.is(ImportDeclSyntax.self) }
    let declaresTypes = file.tree.statements.contains { $0.item.is(DeclSyntax.self) }
    guard hasImports || (targetImportsUIKit && declaresTypes),
      !file.importedModules.contains("InertiaUIKit"), !file.importedModules.contains("InertiaTexture"),
      let used = names.sorted().first(where: {
        HeaderImport.isTypeName($0, prefix: "UI") || coreFoundationTimerNames.contains($0)
          || unavailableFoundationNames.contains($0) || (hasImports && objectiveCRuntimeNames.contains($0))
          || (hasImports ? isCoreGraphicsName($0) : needsPrefixHeader($0))
      }) ?? (hasImports && usesSelectorExpression(file.tree) ? "#selector" : nil)
    else { return }
    let why: String
    if used == "#selector" {
      why =
        "the file's #selector (Foundation's on iOS) becomes InertiaUIKit's Selector(_:target:_:), and "
        + "its class an ActionTarget"
    } else if unavailableFoundationNames.contains(used) {
      why = "Foundation on Linux declares \(used) unavailable; InertiaUIKit gives it"
    } else if objectiveCRuntimeNames.contains(used) {
      why =
        "the file names \(used), which Foundation brings on iOS (the Objective-C runtime); on Linux InertiaUIKit gives it"
    } else if coreFoundationTimerNames.contains(used) || (hasImports && isCoreGraphicsName(used)) {
      why = "the file names \(used), which Foundation gives on iOS; on Linux InertiaUIKit does"
    } else if !hasImports && needsPrefixHeader(used) {
      why =
        "the file names \(used) and imports nothing: its pod's prefix header imports UIKit, and so "
        + "Foundation, for every file; Swift on Linux reads no headers"
    } else {
      why =
        "the file names \(used) without importing UIKit: its target imports UIKit for every file "
        + "(an umbrella header, an @_exported import); Swift on Linux reads no headers"
    }
    insert(
      "import InertiaUIKit\n", module: "InertiaUIKit", in: file, what: "import InertiaUIKit added", why: why)
  }

  /// Whether `tree` holds a `#selector(…)` expression (the selector rule rewrites it into names
  /// InertiaUIKit gives: a Foundation-only file scheduling a selector timer needs that import).
  static func usesSelectorExpression(_ tree: SourceFileSyntax) -> Bool {
    var previousWasPound = false
    for token in tree.tokens(viewMode: .sourceAccurate) {
      if previousWasPound, token.text == "selector" { return true }
      previousWasPound = token.tokenKind == .pound
    }
    return false
  }

  /// The identifiers of `tree`, once each.
  static func identifiers(in tree: SourceFileSyntax) -> Set<String> {
    var names: Set<String> = []
    for token in tree.tokens(viewMode: .sourceAccurate) {
      if case .identifier(let name) = token.tokenKind { names.insert(name) }
    }
    return names
  }

  /// Inserts `text` before the file's first import (after its header comment when it has none).
  static func insert(_ text: String, module: String, in file: ParsedFile, what: String, why: String) {
    let statements = file.tree.statements
    let firstImport = statements.first { $0.item.is(ImportDeclSyntax.self) }
    guard let anchor = firstImport ?? statements.first else { return }
    let offset = anchor.positionAfterSkippingLeadingTrivia.utf8Offset
    file.edit(
      offset, offset, firstImport == nil ? text + "\n" : text, line: file.line(of: anchor), what: what,
      why: why)
    file.importedModules.insert(module)
  }
}

/// A module a bridging header imports, and which names show a file uses it.
struct HeaderImport {
  /// The header's path, as reported.
  var file: String
  /// The module the header imports (AsyncDisplayKit, UIKit...).
  var module: String
  /// The prefix of the module's type names (`AS` for Texture, `UI` for UIKit); Texture's header
  /// also brings UIKit's names.
  var typePrefix: String

  /// Whether a file naming `names` and importing `modules` needs the module: it names one of its
  /// types, or (Texture bringing UIKit) a UIKit type without importing InertiaUIKit.
  func isNeeded(by names: Set<String>, importing modules: Set<String>) -> Bool {
    if names.contains(where: { Self.isTypeName($0, prefix: typePrefix) }) { return true }
    guard typePrefix == "AS", !modules.contains("InertiaUIKit") else { return false }
    return names.contains { Self.isTypeName($0, prefix: "UI") }
  }

  /// Whether `name` is a type name of a module whose names start with `prefix` (the prefix, then
  /// a capital letter).
  static func isTypeName(_ name: String, prefix: String) -> Bool {
    guard name.hasPrefix(prefix), name.count > prefix.count else { return false }
    let next = name[name.index(name.startIndex, offsetBy: prefix.count)]
    return next.isUppercase
  }
}
