import Foundation

extension Button {
  /// The glow's diameter, in points.
  static let touchGlowDiameter: CGFloat = 40

  /// Shows the glow over the button's centre (its image's centre when it shows an image) while
  /// the button is highlighted and ``showsTouchWhenHighlighted`` is on; removes it otherwise.
  func updateTouchGlow() {
    guard showsTouchWhenHighlighted, isHighlighted, isEnabled else {
      touchGlow?.removeFromSuperview()
      touchGlow = nil
      return
    }
    let glow = touchGlow ?? View()
    let size = Button.touchGlowDiameter
    glow.backgroundColor = Color(white: 1, alpha: 0.6)
    glow.layerCornerRadius = size / 2
    glow.isUserInteractionEnabled = false
    let centre: CGPoint
    if let image = imageViewStorage, !image.isHidden, image.image != nil {
      centre = CGPoint(x: image.frame.midX, y: image.frame.midY)
    } else {
      centre = CGPoint(x: bounds.midX, y: bounds.midY)
    }
    glow.frame = CGRect(x: centre.x - size / 2, y: centre.y - size / 2, width: size, height: size)
    if glow.superview !== self { addSubview(glow) } else { bringSubviewToFront(glow) }
    touchGlow = glow
  }
}
