import InertiaTexture
import Testing

/// Baseline alignment of stacks holding text: a vertical stack's ascender is its first child's
/// and its descender its last child's (Texture's ASStackLayoutSpec.mm); a horizontal stack's are
/// the largest child ascender and the descender of the child reaching lowest (AsyncDisplayKit 2's
/// ASStackBaselinePositionedLayout). Text metrics: ascender 0.95 em, descender -0.25 em, line
/// 1.2 em, 0.55 em per character.
@MainActor
@Suite struct NestedBaselineTests {
  private func text(_ id: String, _ string: String, size: CGFloat) -> ASTextNode {
    let node = ASTextNode(id: id)
    node.attributedText = NSAttributedString(
      string: string, attributes: [.font: UIFont.systemFont(ofSize: size)])
    return node
  }

  /// A: a column of "Hi" (20 pt, ascender 19) over "there" (10 pt, descender -2.5), 36 tall;
  /// B: a column of "Yo" (30 pt, ascender 28.5, descender -7.5), 36 tall.
  private func columns() -> (ASStackLayoutSpec, ASStackLayoutSpec) {
    let a = ASStackLayoutSpec.vertical()
    a.children = [text("hi", "Hi", size: 20), text("there", "there", size: 10)]
    let b = ASStackLayoutSpec.vertical()
    b.children = [text("yo", "Yo", size: 30)]
    return (a, b)
  }

  @Test func firstBaselinesOfNestedColumnsComeFromTheirFirstText() {
    let (a, b) = columns()
    let row = ASStackLayoutSpec(
      direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .baselineFirst,
      children: [a, b])
    let layout = row.layoutThatFits(ASSizeRangeUnconstrained)
    // The line's baseline is B's 28.5: A moves down 9.5 so "Hi" sits on it.
    expectFrame(layout, "hi", CGRect(x: 0, y: 9.5, width: 27.5, height: 24))
    expectFrame(layout, "there", CGRect(x: 0, y: 33.5, width: 27.5, height: 12))
    expectFrame(layout, "yo", CGRect(x: 27.5, y: 0, width: 33, height: 36))
    #expect(layout.size == CGSize(width: 60.5, height: 45.5))
    // The row's own ascender is the largest of its children's.
    #expect(layout.ascender == 28.5)
  }

  @Test func lastBaselinesOfNestedColumnsComeFromTheirLastText() {
    let (a, b) = columns()
    let row = ASStackLayoutSpec(
      direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .baselineLast, children: [a, b])
    let layout = row.layoutThatFits(ASSizeRangeUnconstrained)
    // A's last baseline is 36 - 2.5 = 33.5, B's 36 - 7.5 = 28.5: B moves down 5.
    expectFrame(layout, "there", CGRect(x: 0, y: 24, width: 27.5, height: 12))
    expectFrame(layout, "yo", CGRect(x: 27.5, y: 5, width: 33, height: 36))
    #expect(layout.size == CGSize(width: 60.5, height: 41))
  }

  @Test func aNestedRowUsesItsLowestChildsDescender() {
    // Inner row aligned by first baselines: "a" (10 pt) moves down 9.5 to "B" (20 pt); "B" reaches
    // lowest (24), so the row's descender is -5 and its last baseline 19.
    let inner = ASStackLayoutSpec(
      direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .baselineFirst,
      children: [text("a", "a", size: 10), text("b", "B", size: 20)])
    let outer = ASStackLayoutSpec(
      direction: .horizontal, spacing: 0, justifyContent: .start, alignItems: .baselineLast,
      children: [inner, text("c", "C", size: 30)])
    let layout = outer.layoutThatFits(ASSizeRangeUnconstrained)
    // "C"'s last baseline is 36 - 7.5 = 28.5; the inner row moves down 28.5 - 19 = 9.5.
    expectFrame(layout, "b", CGRect(x: 5.5, y: 9.5, width: 11, height: 24))
    expectFrame(layout, "a", CGRect(x: 0, y: 19, width: 5.5, height: 12))
    expectFrame(layout, "c", CGRect(x: 16.5, y: 0, width: 16.5, height: 36))
  }
}
