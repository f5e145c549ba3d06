import CCairo
import Foundation

extension CairoCanvas {
  /// Shows `text` at the current point in the current font, `kern` points added after every
  /// character (a Swift `Character`, as ``Inertia/KernedTextMeasuring`` counts them): each glyph
  /// moves right by `kern` times the number of characters before its own, so a line is drawn
  /// `kern` points wider a character, as it was measured. Without a kern (or when Cairo cannot
  /// shape the text into glyphs) the text is shown as it is.
  func showText(_ text: String, kern: CGFloat) {
    guard kern != 0, kern.isFinite, !text.isEmpty else {
      cairo_show_text(context, text)
      return
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
      let shift = Double(character) * Double(kern)
      for shifted in glyph..<min(glyph + Int(clusters[index].num_glyphs), Int(glyphCount)) {
        glyphs[shifted].x += shift
      }
      glyph += Int(clusters[index].num_glyphs)
      byte += Int(clusters[index].num_bytes)
    }
    cairo_show_glyphs(context, glyphs, glyphCount)
  }
}
