import SwiftSyntax

/// `import UIKit` -> `import InertiaUIKit`, `import AsyncDisplayKit` / `import Texture` ->
/// `import InertiaTexture`; Core Graphics, QuartzCore, SafariServices AVFoundation (its
/// `AVMakeRect`, `AVPlayer`) and AVKit (`AVPlayerViewController`, without video), MessageUI, UserNotifications, WebKit (`WKWebView`, without a web engine), MapKit
/// (`MKMapView`, without tiles), StoreKit (`SKStoreProductViewController`, without a store), Core Data
/// (the app template's stack, `NSPersistentContainer`, without a model or data), simd (vector names
/// and functions), the
/// unified logging of `os` and `os.log` (`OSLog`, `os_log`) and the Objective-C runtime, which InertiaUIKit covers on Linux (CGFloat, CGRect... come with Foundation
/// there; SFSafariViewController), become
/// `import InertiaUIKit` or go when the file already imports it; `import Darwin` becomes
/// `import Foundation` (which re-exports Glibc on Linux). Other imports are kept.
enum ImportRule {
  /// Modules with a replacement, and the replacement.
  static let replacements = [
    "UIKit": "InertiaUIKit", "AsyncDisplayKit": "InertiaTexture", "Texture": "InertiaTexture",
    "CoreGraphics": "InertiaUIKit", "QuartzCore": "InertiaUIKit", "SafariServices": "InertiaUIKit",
    "AVFoundation": "InertiaUIKit", "AVKit": "InertiaUIKit", "CoreLocation": "InertiaUIKit",
    "MessageUI": "InertiaUIKit",
    "UserNotifications": "InertiaUIKit", "ObjectiveC": "InertiaUIKit", "WebKit": "InertiaUIKit",
    "MapKit": "InertiaUIKit", "StoreKit": "InertiaUIKit", "os": "InertiaUIKit", "CoreData": "InertiaUIKit",
    // Apple's vector library: its types are Swift's SIMD types; InertiaUIKit gives the names
    // (`double2`) and functions (`distance`); see ``SimdQualifierRule``.
    "simd": "InertiaUIKit",
    // Darwin's C library (`arc4random_uniform`, `sqrt`, `exit`) is Glibc on Linux, which
    // Foundation re-exports there.
    "Darwin": "Foundation",
  ]
  /// Modules whose names InertiaUIKit gives: removed where the file imports it already
  /// (`ObjectiveC.runtime`: its associated objects, `objc_getAssociatedObject` and friends).
  static let covered: Set<String> = [
    "CoreGraphics", "QuartzCore", "SafariServices", "AVFoundation", "AVKit", "CoreLocation", "MessageUI",
    "UserNotifications", "ObjectiveC", "WebKit", "MapKit", "StoreKit", "os", "CoreData", "simd",
  ]
  /// Apple frameworks that do not exist on Linux and whose types share a prefix (MapKit's
  /// `MKMapView`): an import of one whose names the file never uses is a leftover (a template's,
  /// a removed map), removed, or replaced by `import InertiaUIKit` when the file imports no UIKit
  /// (on iOS these frameworks bring UIKit with them).
  static let unusedFrameworkPrefixes = [
    "MapKit": "MK", "Photos": "PH", "PhotosUI": "PH", "Contacts": "CN", "ContactsUI": "CN",
    "EventKit": "EK", "EventKitUI": "EK", "CoreML": "ML", "Vision": "VN", "ARKit": "AR", "StoreKit": "SK",
  ]
  /// Objective-C pods built on UIKit, which cannot be built on Linux, with the prefixes of their
  /// names: types (`SDWebImageManager`) and the methods their categories add to UIKit's classes
  /// (`sd_setImage(with:)`). An import of one whose names the file never uses is a leftover (the
  /// image loading since commented out), removed as an unused framework's is.
  static let unusedPodPrefixes = ["SDWebImage": (type: "SD", member: "sd_")]
  /// Modules that bring InertiaUIKit's names (as rewritten, or already ported).
  static let uiKitModules: Set<String> = [
    "UIKit", "AsyncDisplayKit", "Texture", "InertiaUIKit", "InertiaTexture",
  ]

  /// Whether the file imports UIKit, Texture or their Inertia modules at its top level (or in a
  /// top-level `#if`).
  static func importsUIKit(_ tree: SourceFileSyntax) -> Bool {
    func imports(_ item: CodeBlockItemSyntax.Item) -> Bool {
      if let decl = item.as(ImportDeclSyntax.self), let first = decl.path.first {
        return uiKitModules.contains(first.name.text)
      }
      guard let conditional = item.as(IfConfigDeclSyntax.self) else { return false }
      return conditional.clauses.contains { clause in
        guard case .statements(let statements) = clause.elements else { return false }
        return statements.contains { imports($0.item) }
      }
    }
    return tree.statements.contains { imports($0.item) }
  }

  static func rewrite(_ node: ImportDeclSyntax, in collector: EditCollector) {
    guard let first = node.path.first else { return }
    let module = first.name.text
    let file = collector.file
    if module.hasPrefix("Inertia") {
      collector.importedModules.insert(module)
      return
    }
    // A file of previews importing SwiftUI alone (a library's representable wrapper) loses the
    // import too once nothing of SwiftUI is left in it.
    if module == "SwiftUI", collector.importsUIKit || collector.hasPreviews {
      let unused = collector.context.unusedSwiftUIViews.filter { $0.hasPrefix("\(collector.fileIndex):") }
      if collector.importsUIKit, collector.hasPreviews || !unused.isEmpty {
        file.remove(
          node, what: "import SwiftUI removed", why: "the file uses it only for Xcode previews (removed)")
        return
      }
      if !SwiftUILeftovers.namesSwiftUI(file.tree, unusedViews: unused) {
        file.remove(
          node, what: "import SwiftUI removed",
          why: "the file names nothing of SwiftUI, which does not exist off Apple platforms")
        return
      }
    }
    if let prefix = unusedFrameworkPrefixes[module], node.path.count == 1,
      !namesType(withPrefix: prefix, in: file.tree)
    {
      removeUnused(node, module: module, names: "\(prefix)… type", in: collector)
      return
    }
    if let prefixes = unusedPodPrefixes[module], node.path.count == 1,
      !namesType(withPrefix: prefixes.type, in: file.tree),
      !namesMember(withPrefix: prefixes.member, in: file.tree)
    {
      removeUnused(
        node, module: module, names: "\(prefixes.type)… type or \(prefixes.member)… method", in: collector)
      return
    }
    guard let replacement = replacements[module] else { return }
    let written = "import \(node.path.sourceText)"
    let covered = Self.covered.contains(module)
    if collector.importedModules.contains(replacement) || (covered && collector.importsUIKit) {
      file.remove(
        node, what: "\(written) removed",
        why: covered
          ? "\(module) does not exist on Linux; InertiaUIKit and Foundation give its names"
          : "the file already imports \(replacement)")
      return
    }
    collector.importedModules.insert(replacement)
    // From the import kind (`import class UIKit.UIView`) or the path to the path's end.
    let start = (node.importKindSpecifier ?? first.name).positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.path.endPositionBeforeTrailingTrivia.utf8Offset
    file.edit(
      start, end, replacement, line: file.line(of: node), what: "\(written) -> import \(replacement)",
      why: "\(module) does not exist on Linux; \(replacement) gives its names")
  }

  /// Whether `tree` names an identifier made of `prefix` and a capitalized word (`MKMapView`,
  /// `MKCoordinateRegion`; not `PHASE`) anywhere outside its imports.
  static func namesType(withPrefix prefix: String, in tree: SourceFileSyntax) -> Bool {
    tree.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind, name.hasPrefix(prefix) else { return false }
      let rest = name.dropFirst(prefix.count)
      guard let next = rest.first, next.isUppercase, rest.dropFirst().first?.isLowercase == true else {
        return false
      }
      return token.ancestorOrSelf(mapping: { $0.as(ImportDeclSyntax.self) }) == nil
    }
  }

  /// Whether `tree` names an identifier starting with `prefix` (`sd_setImage`) outside its imports.
  static func namesMember(withPrefix prefix: String, in tree: SourceFileSyntax) -> Bool {
    tree.tokens(viewMode: .sourceAccurate).contains { token in
      guard case .identifier(let name) = token.tokenKind, name.hasPrefix(prefix) else { return false }
      return token.ancestorOrSelf(mapping: { $0.as(ImportDeclSyntax.self) }) == nil
    }
  }

  /// Removes the import of `module`, which the file does not use (it names no `names`), or makes
  /// it `import InertiaUIKit` when the file has no other UIKit import.
  private static func removeUnused(
    _ node: ImportDeclSyntax, module: String, names: String, in collector: EditCollector
  ) {
    let file = collector.file
    let why = "the file names nothing of \(module) (no \(names)), which does not exist on Linux"
    if collector.importsUIKit || collector.importedModules.contains("InertiaUIKit") {
      file.remove(node, what: "import \(module) removed", why: why)
      return
    }
    collector.importedModules.insert("InertiaUIKit")
    let start = node.path.positionAfterSkippingLeadingTrivia.utf8Offset
    let end = node.path.endPositionBeforeTrailingTrivia.utf8Offset
    file.edit(
      start, end, "InertiaUIKit", line: file.line(of: node), what: "import \(module) -> import InertiaUIKit",
      why: why + "; on iOS it brought UIKit, which InertiaUIKit gives")
  }
}
