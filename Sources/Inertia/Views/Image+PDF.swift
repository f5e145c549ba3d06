import Foundation

extension Image {
  /// The scale of an image made from a vector (PDF) image set: the largest Xcode rasterizes one
  /// to (`@3x`), as ``init(named:in:)`` prefers a set's `@3x` file.
  static let vectorAssetScale: CGFloat = 3
  /// The most bytes of a PDF ``pdfPageSize(atPath:)`` reads.
  static let maximumPDFBytes = 4 << 20

  /// The size in points of the first page of the PDF file at `path`: its crop box, else its media
  /// box (`/CropBox [x0 y0 x1 y1]`), width and height swapped when the page is rotated by 90 or
  /// 270 degrees. Nil when the file is not a PDF, is larger than `maximumPDFBytes` (4 MB), or
  /// keeps its page dictionaries only in compressed object streams (the boxes are then not in
  /// plain text).
  public static func pdfPageSize(atPath path: String) -> CGSize? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let bytes = attributes[.size] as? NSNumber, bytes.intValue <= maximumPDFBytes,
      let data = FileManager.default.contents(atPath: path), data.starts(with: Array("%PDF".utf8))
    else { return nil }
    let text = String(decoding: data, as: UTF8.self)
    guard let box = pdfBox("/CropBox", in: text) ?? pdfBox("/MediaBox", in: text) else { return nil }
    let size = CGSize(width: abs(box[2] - box[0]), height: abs(box[3] - box[1]))
    guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
    let rotation = pdfNumbers(after: "/Rotate", in: text, count: 1).map { Int($0[0]) } ?? 0
    return rotation % 180 == 0 ? size : CGSize(width: size.height, height: size.width)
  }

  /// The four numbers of the first `key [a b c d]` box in `text`.
  private static func pdfBox(_ key: String, in text: String) -> [CGFloat]? {
    guard let range = text.range(of: key) else { return nil }
    let rest = text[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\r" }
    guard rest.first == "[", let close = rest.firstIndex(of: "]") else { return nil }
    let numbers = rest[rest.index(after: rest.startIndex)..<close].split(whereSeparator: \.isWhitespace)
      .compactMap { Double($0) }.map { CGFloat($0) }
    return numbers.count == 4 ? numbers : nil
  }

  /// The first `count` numbers after the first `key` in `text`.
  private static func pdfNumbers(after key: String, in text: String, count: Int) -> [CGFloat]? {
    guard let range = text.range(of: key) else { return nil }
    let words = text[range.upperBound...].prefix(64).split(whereSeparator: { !"+-.0123456789".contains($0) })
    let numbers = words.prefix(count).compactMap { Double($0) }.map { CGFloat($0) }
    return numbers.count == count ? numbers : nil
  }
}
