import Foundation

extension Color {
  /// The colour `name` from an asset catalog, like UIColor(named:): the `name.colorset` of any
  /// `*.xcassets` folder in `bundle`'s resources (default the main bundle) or the current
  /// directory (or one folder below it), its light-appearance sRGB, display-P3 (taken as sRGB)
  /// or grey entry. Nil when no catalog has it, or it names a system colour.
  public init?(
    named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: TraitCollection? = nil
  ) {
    guard !name.isEmpty, !name.contains("/"),
      let file = AssetCatalogs.colorSetContents(named: name, roots: AssetCatalogs.roots(bundle)),
      let color = AssetCatalogs.lightColor(inContents: file)
    else { return nil }
    self = color
  }
}

/// Finds colour, image and data sets in asset catalogs on disk (searches are bounded).
package enum AssetCatalogs {
  /// The most folder entries one search looks at.
  static let maximumEntries = 20_000
  /// The largest Contents.json read, in bytes.
  static let maximumContentsBytes = 1 << 20

  /// The folders searched for catalogs: the bundle's resources and the current directory.
  package static func roots(_ bundle: Bundle?) -> [URL] {
    [(bundle ?? .main).resourcePath, FileManager.default.currentDirectoryPath].compactMap { $0 }.map {
      URL(fileURLWithPath: $0)
    }
  }

  /// The Contents.json data of the first `name.colorset` in a catalog under `roots`.
  static func colorSetContents(named name: String, roots: [URL]) -> Data? {
    guard let folder = setFolder(name + ".colorset", roots: roots) else { return nil }
    return contents(of: folder)
  }

  /// The path of the PNG or JPEG file of an image set `name` in a catalog under `roots` and the
  /// scale its entry gives it (`"scale": "2x"`, whatever the file is called): its entry of the
  /// highest scale whose file exists; else its PDF (a vector set, scale 1). Entries for the dark
  /// appearance count only when the set has no other (the window's appearance is light).
  static func imageSetFile(named name: String, roots: [URL]) -> (path: String, scale: Int)? {
    guard let folder = setFolder(name + ".imageset", roots: roots), let data = contents(of: folder),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let allImages = root["images"] as? [[String: Any]]
    else { return nil }
    let light = allImages.filter { !isDarkAppearance($0) }
    let images = light.isEmpty ? allImages : light
    let files = images.compactMap { entry -> (scale: Int, name: String)? in
      guard let file = entry["filename"] as? String,
        [".png", ".jpg", ".jpeg"].contains(where: file.lowercased().hasSuffix)
      else { return nil }
      let scale = Int((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
      return (scale, file)
    }
    for file in files.sorted(by: { $0.scale > $1.scale }) {
      let path = folder.appendingPathComponent(file.name).path
      if FileManager.default.fileExists(atPath: path) { return (path, max(file.scale, 1)) }
    }
    let vectors = images.compactMap { $0["filename"] as? String }.filter {
      $0.lowercased().hasSuffix(".pdf") && !$0.contains("/")
    }
    return vectors.map { folder.appendingPathComponent($0).path }.first {
      FileManager.default.fileExists(atPath: $0)
    }.map { ($0, 1) }
  }

  /// Whether an image set's entry is for the dark appearance (`"luminosity": "dark"`).
  private static func isDarkAppearance(_ entry: [String: Any]) -> Bool {
    let appearances = entry["appearances"] as? [[String: Any]] ?? []
    return appearances.contains {
      $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark"
    }
  }

  /// The file of a data set `name` (`name.dataset`) in a catalog under `roots` and its type
  /// identifier: the entry for every device (`universal`), else the iPhone's, else the first,
  /// whose file exists; its `universal-type-identifier`, `public.data` when it names none.
  package static func dataSetFile(named name: String, roots: [URL]) -> (path: String, typeIdentifier: String)?
  {
    guard let folder = setFolder(name + ".dataset", roots: roots), let data = contents(of: folder),
      let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let entries = root["data"] as? [[String: Any]]
    else { return nil }
    func rank(_ entry: [String: Any]) -> Int {
      ["universal": 0, "iphone": 1][entry["idiom"] as? String ?? ""] ?? 2
    }
    let ordered = entries.enumerated().sorted {
      (rank($0.element), $0.offset) < (rank($1.element), $1.offset)
    }
    for (_, entry) in ordered {
      guard let file = entry["filename"] as? String, !file.contains("/") else { continue }
      let path = folder.appendingPathComponent(file).path
      guard FileManager.default.fileExists(atPath: path) else { continue }
      return (path, entry["universal-type-identifier"] as? String ?? "public.data")
    }
    return nil
  }

  /// The first folder `target` in a catalog under `roots`.
  private static func setFolder(_ target: String, roots: [URL]) -> URL? {
    guard !target.contains("/") else { return nil }
    var budget = maximumEntries
    for root in roots {
      for catalog in catalogs(in: root, depth: 2, budget: &budget) {
        if let url = find(target, in: catalog, depth: 4, budget: &budget) { return url }
      }
    }
    return nil
  }

  private static func contents(of folder: URL) -> Data? {
    let contents = folder.appendingPathComponent("Contents.json")
    guard let size = try? FileManager.default.attributesOfItem(atPath: contents.path)[.size] as? NSNumber,
      size.intValue <= maximumContentsBytes
    else { return nil }
    return try? Data(contentsOf: contents)
  }

  private static func entries(of folder: URL, budget: inout Int) -> [URL] {
    guard budget > 0, let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    let kept = names.sorted().prefix(budget)
    budget -= kept.count
    return kept.map { folder.appendingPathComponent($0) }
  }

  private static func isFolder(_ url: URL) -> Bool {
    var folder: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &folder) && folder.boolValue
  }

  private static func catalogs(in folder: URL, depth: Int, budget: inout Int) -> [URL] {
    var found: [URL] = []
    for entry in entries(of: folder, budget: &budget) where isFolder(entry) {
      if entry.pathExtension == "xcassets" {
        found.append(entry)
      } else if depth > 1, !entry.lastPathComponent.hasPrefix(".") {
        found += catalogs(in: entry, depth: depth - 1, budget: &budget)
      }
    }
    return found
  }

  /// `target` in `folder` or its groups (folders without an extension), `depth` levels deep.
  private static func find(_ target: String, in folder: URL, depth: Int, budget: inout Int) -> URL? {
    let direct = folder.appendingPathComponent(target)
    if isFolder(direct) { return direct }
    guard depth > 1 else { return nil }
    for entry in entries(of: folder, budget: &budget) where entry.pathExtension.isEmpty && isFolder(entry) {
      if let found = find(target, in: entry, depth: depth - 1, budget: &budget) { return found }
    }
    return nil
  }

  /// The colour of the entry without a dark (or other) appearance in a colour set's
  /// Contents.json.
  static func lightColor(inContents data: Data) -> Color? {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let colors = root["colors"] as? [[String: Any]]
    else { return nil }
    let entry = colors.first { $0["appearances"] == nil } ?? colors.first
    guard let color = entry?["color"] as? [String: Any],
      let components = color["components"] as? [String: Any]
    else { return nil }
    func value(_ key: String) -> Double? { components[key].flatMap(component) }
    let alpha = value("alpha") ?? 1
    if let white = value("white") { return Color(white: white, alpha: alpha) }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
    return Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A component as Xcode writes it: "0.500" (0...1), "0x80" or "128" (0...255).
  static func component(_ raw: Any) -> Double? {
    if let number = raw as? NSNumber {
      return number.doubleValue > 1 ? number.doubleValue / 255 : number.doubleValue
    }
    guard let text = (raw as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    if text.lowercased().hasPrefix("0x") {
      return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
    }
    if text.contains(".") { return Double(text) }
    return Int(text).map { Double(min(max($0, 0), 255)) / 255 }
  }
}
