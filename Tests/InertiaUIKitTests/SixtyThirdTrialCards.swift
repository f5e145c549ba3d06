import InertiaUIKit

// The sixty-third trial's first program, written in the idioms of Ramotion's elongation-preview
// (not its code) as `inertia port` leaves them: a table controller of 200-point cards whose photo
// moves against the scrolling (each visible card's centre constraint set from the card's place in
// the table in `scrollViewDidScroll`); a long press, set up when the traits report no 3D Touch (a
// preview interaction otherwise), expands a card by changing its height in an empty
// `beginUpdates()`/`endUpdates()` pair, dims the others, turns the table's pan off and a tap on
// the table on, and scrolls the card into view; a tap outside the expanded card collapses it.

/// The cards' sizes and effects (the program's shared configuration).
struct CardDeckConfig {
  var topViewHeight: CGFloat = 200
  var bottomViewHeight: CGFloat = 180
  var bottomViewOffset: CGFloat = 20
  var parallaxFactor: CGFloat? = 20
  var scaleFactor: CGFloat = 0.9
}

/// A card: a photo over a panel that comes out from behind it when the card expands.
final class CardCell: UITableViewCell {
  let topView = UIView()
  let scalableView = UIView()
  let bottomView = UIView()
  private let dimmingView = UIView()
  private(set) var parallaxCenterConstraint: NSLayoutConstraint!
  private var bottomTopConstraint: NSLayoutConstraint!
  private var bottomHeightConstraint: NSLayoutConstraint!
  private(set) var isExpanded = false
  var config = CardDeckConfig()

  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    selectionStyle = .none
    clipsToBounds = true
    for view in [bottomView, topView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    scalableView.translatesAutoresizingMaskIntoConstraints = false
    topView.addSubview(scalableView)
    dimmingView.alpha = 0
    dimmingView.backgroundColor = .black
    dimmingView.frame = contentView.bounds
    dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(dimmingView)
    pinViews()
  }

  required init?(coder aDecoder: NSCoder) {
    super.init(style: .default, reuseIdentifier: nil)
  }

  /// The constraints a nib would hold: the top view pinned to the top, the photo centred in it
  /// (taller by the parallax factor), the panel below.
  private func pinViews() {
    let parallax = config.parallaxFactor ?? 0
    parallaxCenterConstraint = scalableView.centerYAnchor.constraint(equalTo: topView.centerYAnchor)
    bottomTopConstraint = bottomView.topAnchor.constraint(
      equalTo: contentView.topAnchor, constant: config.bottomViewOffset)
    bottomHeightConstraint = bottomView.heightAnchor.constraint(
      equalToConstant: config.topViewHeight - config.bottomViewOffset)
    NSLayoutConstraint.activate([
      topView.topAnchor.constraint(equalTo: contentView.topAnchor),
      topView.leftAnchor.constraint(equalTo: contentView.leftAnchor),
      topView.rightAnchor.constraint(equalTo: contentView.rightAnchor),
      topView.heightAnchor.constraint(equalToConstant: config.topViewHeight),
      scalableView.leftAnchor.constraint(equalTo: topView.leftAnchor),
      scalableView.rightAnchor.constraint(equalTo: topView.rightAnchor),
      scalableView.heightAnchor.constraint(equalToConstant: config.topViewHeight + parallax),
      parallaxCenterConstraint, bottomTopConstraint, bottomHeightConstraint,
      bottomView.leftAnchor.constraint(equalTo: contentView.leftAnchor),
      bottomView.rightAnchor.constraint(equalTo: contentView.rightAnchor),
    ])
  }

  func expand(_ value: Bool, animated: Bool = true) {
    isExpanded = value
    UIView.animate(
      withDuration: animated ? 0.3 : 0, delay: 0, options: .curveEaseInOut,
      animations: {
        self.bottomTopConstraint.constant =
          value ? self.config.topViewHeight - self.config.bottomViewOffset : self.config.bottomViewOffset
        self.bottomHeightConstraint.constant =
          value ? self.config.bottomViewHeight : self.config.topViewHeight - self.config.bottomViewOffset
        let scale = self.config.scaleFactor
        self.scalableView.transform = value ? CGAffineTransform(scaleX: scale, y: scale) : .identity
        self.contentView.layoutIfNeeded()
      })
  }

  var dimming: CGFloat { dimmingView.alpha }

  func dim(_ value: Bool, animated: Bool = true) {
    UIView.animate(withDuration: animated ? 0.2 : 0) { self.dimmingView.alpha = value ? 0.9 : 0 }
  }

  /// Moves the photo against the card's place in the visible height: at most half the factor.
  func parallaxOffset(offsetY: CGFloat, height: CGFloat) {
    guard let factor = config.parallaxFactor else { return }
    var deltaY = (frame.origin.y + frame.height / 2) - offsetY
    deltaY = min(height, max(deltaY, 0))
    var move = deltaY / height * factor
    move = move / 2.0 - move
    parallaxCenterConstraint.constant = move
  }
}
