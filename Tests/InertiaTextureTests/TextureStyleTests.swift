import InertiaTexture
import Testing

/// ASLayoutElementStyleTests (Texture's Tests/): 3 of 5 test methods. Not rebuilt:
/// testReadingInvalidSizeForPreferredSize (Texture throws when reading a fractional size as
/// points; here it reads 0) and testSettingPropertiesWillCallDelegate (a style is a value here,
/// with no delegate; a node lays out again when its style changes).
@Suite struct TextureStyleTests {
  @Test func settingSizeKeepsEachDimension() {
    var style = ASLayoutElementStyle()
    style.width = ASDimensionMake(100)
    style.height = ASDimensionMake(100)
    style.minWidth = ASDimensionMake(100)
    style.minHeight = ASDimensionMake(100)
    style.maxWidth = ASDimensionMake(100)
    style.maxHeight = ASDimensionMake(100)
    #expect(ASDimensionEqualToDimension(style.width, ASDimensionMake(100)))
    #expect(ASDimensionEqualToDimension(style.height, ASDimensionMake(100)))
    #expect(style.minWidth == .points(100) && style.maxHeight == .points(100))
  }

  @Test func settingSizeViaCGSizeSetsPoints() {
    var style = ASLayoutElementStyle()
    #expect(style.preferredSize == .zero)
    let size = CGSize(width: 100, height: 100)
    style.preferredSize = size
    #expect(style.preferredSize == size)
    #expect(ASDimensionEqualToDimension(style.width, ASDimensionMakeWithPoints(100)))
    #expect(ASDimensionEqualToDimension(style.height, ASDimensionMakeWithPoints(100)))
    style.minSize = size
    #expect(style.minWidth == .points(100) && style.minHeight == .points(100))
    style.maxSize = size
    #expect(style.maxWidth == .points(100) && style.maxHeight == .points(100))
  }

  @Test func settingSizeViaLayoutSizeSetsDimensions() {
    var style = ASLayoutElementStyle()
    let layoutSize = ASLayoutSizeMake(ASDimensionMake(100), ASDimensionMake("50%"))
    style.preferredLayoutSize = layoutSize
    #expect(style.width == .points(100) && style.height == .fraction(0.5))
    #expect(style.preferredLayoutSize == layoutSize)
    style.minLayoutSize = layoutSize
    #expect(style.minWidth == .points(100) && style.minHeight == .fraction(0.5))
    #expect(style.minLayoutSize == layoutSize)
    style.maxLayoutSize = layoutSize
    #expect(style.maxWidth == .points(100) && style.maxHeight == .fraction(0.5))
    #expect(style.maxLayoutSize == layoutSize)
  }
}
