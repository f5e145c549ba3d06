import Foundation
import Testing

/// Every open view and view controller class of Inertia, InertiaUIKit and InertiaTexture overrides
/// its class value factory (`makeFromClass`), so a class value of it makes its own class; cells
/// and header and footer views are made by their base classes' factories through their required
/// initializers. Read from the sources, so a class added later without the override fails here.
@Suite struct SixtiethTrialFactoryTests {
  static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

  /// (name, superclass, is open, the text from the declaration to the next line closing a type).
  static func classes() throws -> [(name: String, superclass: String, isOpen: Bool, body: String)] {
    var found: [(String, String, Bool, String)] = []
    for module in ["Inertia", "InertiaUIKit", "InertiaTexture"] {
      let folder = sources.appendingPathComponent(module)
      let files =
        FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
        .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
      for file in files {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        for (number, line) in lines.enumerated() {
          guard let range = line.range(of: "class "), !line.hasPrefix(" "), !line.hasPrefix("/"),
            !line.contains("class func"), !line.contains("class var")
          else { continue }
          var rest = line[range.upperBound...]
          let name = String(rest.prefix { $0.isLetter || $0.isNumber })
          rest = rest.dropFirst(name.count)
          // A generic class's parameters (`<DisplayNodeType: ASDisplayNode>`) come before its superclass.
          if rest.hasPrefix("<"), let close = rest.firstIndex(of: ">") {
            rest = rest[rest.index(after: close)...]
          }
          guard let colon = rest.firstIndex(of: ":") else { continue }
          let superclass = String(rest[rest.index(after: colon)...].drop { $0 == " " }.prefix { $0.isLetter })
          let end = lines[(number + 1)...].firstIndex { $0.hasPrefix("}") } ?? lines.count
          found.append(
            (name, superclass, line.contains("open class"), lines[number..<end].joined(separator: "\n")))
        }
      }
    }
    return found
  }

  @Test func everyOpenViewAndControllerClassOverridesItsFactory() throws {
    let all = try Self.classes()
    let superclasses = Dictionary(
      all.map { ($0.name, $0.superclass) }, uniquingKeysWith: { first, _ in first })
    func chain(_ name: String) -> [String] {
      var result = [name]
      while let next = superclasses[result.last!], !result.contains(next) { result.append(next) }
      return result
    }
    let madeByBase: Set<String> = ["CollectionReusableView", "TableViewCell", "TableViewHeaderFooterView"]
    var checked = 0
    var missing: [String] = []
    for entry in all where entry.isOpen {
      let ancestors = chain(entry.name).dropFirst()
      guard ancestors.contains("View") || ancestors.contains("ViewController") else { continue }
      if !madeByBase.isDisjoint(with: ancestors) { continue }
      checked += 1
      if !entry.body.contains("override class func makeFromClass(") { missing.append(entry.name) }
    }
    #expect(missing.isEmpty)
    // 35 view and 15 controller classes (Inertia's, InertiaUIKit's and InertiaTexture's).
    #expect(checked == 50)
  }
}
