import CCairo
import Foundation

extension CairoCanvas {
  /// Shows `text` at the current point in the current font, `kern` points added after every
  /// character (a Swift `Character`, as ``Inertia/KernedTextMeasuring`` counts them), or each
  /// character's own from `kerns` (``Inertia/LineKernedTextMeasuring``; a character past its end
  /// takes `kern`): each glyph moves right by the kerns of the characters before its own, so a
  /// line is drawn as wide as it was measured. Without a kern (or when Cairo cannot shape the text
  /// into glyphs) the text is shown as it is.
  func showText(_ text: String, kern: CGFloat, kerns: [CGFloat]? = nil) {
    let kern = kern.isFinite ? kern : 0
    let kerns = kerns?.map { $0.isFinite ? $0 : 0 }
    guard kern != 0 || kerns?.contains(where: { $0 != 0 }) == true, !text.isEmpty else {
      cairo_show_text(context, text)
      return
    }
    // The shift of each character's glyphs: the kerns of the characters before it.
    var shifts: [Double] = []
    shifts.reserveCapacity(text.count)
    var shift = 0.0
    for index in 0..<text.count {
      shifts.append(shift)
      shift += Double(kerns.flatMap { index < $0.count ? $0[index] : nil } ?? kern)
    }
    var (x, y) = (0.0, 0.0)
    cairo_get_current_point(context, &x, &y)
    var glyphs: UnsafeMutablePointer<cairo_glyph_t>?
    var glyphCount: Int32 = 0
    var clusters: UnsafeMutablePointer<cairo_text_cluster_t>?
    var clusterCount: Int32 = 0
    var flags = cairo_text_cluster_flags_t(rawValue: 0)
    let bytes = Array(text.utf8)
    let status = bytes.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { characters in
        cairo_scaled_font_text_to_glyphs(
          cairo_get_scaled_font(context), x, y, characters.baseAddress, Int32(characters.count), &glyphs,
          &glyphCount, &clusters, &clusterCount, &flags)
      }
    }
    defer {
      cairo_glyph_free(glyphs)
      cairo_text_cluster_free(clusters)
    }
    guard status == CAIRO_STATUS_SUCCESS, let glyphs, let clusters else {
      cairo_show_text(context, text)
      return
    }
    // The byte offset at which each character starts.
    var starts: [Int] = []
    starts.reserveCapacity(text.count)
    var offset = 0
    for character in text {
      starts.append(offset)
      offset += character.utf8.count
    }
    var (glyph, byte, character) = (0, 0, 0)
    for index in 0..<Int(clusterCount) {
      while character + 1 < starts.count, starts[character + 1] <= byte { character += 1 }
      let shift = shifts[character]
      for shifted in glyph..<min(glyph + Int(clusters[index].num_glyphs), Int(glyphCount)) {
        glyphs[shifted].x += shift
      }
      glyph += Int(clusters[index].num_glyphs)
      byte += Int(clusters[index].num_bytes)
    }
    cairo_show_glyphs(context, glyphs, glyphCount)
  }
}
