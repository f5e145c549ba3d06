import Foundation

/// The constraints a stack view activates, named after UIKit's (UISV-canvas-connection,
/// UISV-spacing, UISV-fill-equally, UISV-alignment, UISV-hiding).
extension StackView {
  /// One axis of anchors of an item, so one builder serves rows and columns.
  private struct AxisAnchors {
    let start: LayoutAnchor
    let end: LayoutAnchor
    let center: LayoutAnchor
    let length: LayoutAnchor
  }

  private func anchors(_ item: LayoutItem, main: Bool) -> AxisAnchors {
    let vertical = (axis == .vertical) == main
    func anchor(_ attribute: LayoutConstraint.Attribute) -> LayoutAnchor {
      LayoutAnchor(item: item, attribute: attribute)
    }
    return vertical
      ? AxisAnchors(
        start: anchor(.top), end: anchor(.bottom), center: anchor(.centerY), length: anchor(.height))
      : AxisAnchors(
        start: anchor(.leading), end: anchor(.trailing), center: anchor(.centerX), length: anchor(.width))
  }

  private func named(_ constraint: LayoutConstraint, _ name: String, priority: LayoutPriority = .required)
    -> LayoutConstraint
  {
    constraint.identifier = name
    constraint.priority = priority
    return constraint
  }

  /// A built arrangement: its constraints, the kept sizes activated after the floors, and the
  /// constraints whose constants follow the gaps.
  struct Arrangement {
    /// The constraints whose constants a change of the gaps moves.
    struct Gaps {
      /// Each spacing constraint with the view its gap follows (nil: the stack's ``spacing``)
      /// and the share of that gap it holds (a half on each side of hidden views).
      var spacing: [(constraint: LayoutConstraint, after: View?, share: CGFloat)] = []
      /// `fillProportionally`'s lengths with their shares (constant: -total gaps x share).
      var proportional: [(constraint: LayoutConstraint, share: CGFloat)] = []
    }
    /// Lengths, edges, spacing and alignment, in the order they are activated.
    var constraints: [LayoutConstraint] = []
    /// The kept sizes (999).
    var kept: [LayoutConstraint] = []
    /// The constraints whose constants follow the gaps.
    var gaps = Gaps()
  }

  /// The stack's constraints in the order they are activated: the arrangement, then the kept
  /// sizes (999), which the stack activates only once the engine gave the arranged views and
  /// spacers their floors (see ``StackView/buildArrangementIfNeeded()``). Equal lengths come
  /// first, so each arranged length (or spacer length) is defined by the first one instead of
  /// entering the solver's tableau; then the edges and spacing, which define the positions in a chain, and
  /// the alignment. Kept sizes last: when the views overflow the stack, the kept sizes break
  /// against floors already in place (one pivot per squeezed view on short rows), where floors
  /// added after them moved the overflow from view to view through rows as long as the stack.
  func makeArrangement() -> Arrangement {
    let canvas: LayoutItem = isLayoutMarginsRelativeArrangement ? .guide(layoutMarginsGuide) : .view(self)
    let visible = arrangedSubviews.filter { !$0.isHidden }
    var arrangement = Arrangement()
    var result: [LayoutConstraint] = []
    for view in arrangedSubviews where view.isHidden {
      result.append(
        named(anchors(.view(view), main: true).length.constraint(equalToConstant: 0), "UISV-hiding"))
    }
    guard let first = visible.first, let last = visible.last else {
      arrangement.constraints = result
      return arrangement
    }
    let spacers =
      (distribution == .equalSpacing || distribution == .equalCentering)
      ? zip(visible, visible.dropFirst()).map { _ in makeSpacer() } : []
    result += equalLengthConstraints(visible, spacers: spacers)
    let box = anchors(canvas, main: true)
    result.append(
      named(anchors(.view(first), main: true).start.constraint(equalTo: box.start), "UISV-canvas-connection"))
    result.append(
      named(anchors(.view(last), main: true).end.constraint(equalTo: box.end), "UISV-canvas-connection"))
    let spacing =
      distribution == .equalSpacing || distribution == .equalCentering
      ? distributionConstraints(visible, spacers: spacers) : chainConstraints(arrangedSubviews)
    result += spacing.constraints
    arrangement.gaps.spacing = spacing.gaps
    if distribution == .fillProportionally {
      arrangement.gaps.proportional = proportionalConstraints(visible, canvas: canvas)
      for (constraint, _) in arrangement.gaps.proportional { result.append(constraint) }
    }
    // Hidden views keep their place across the axis (UIKit aligns every arranged view), so one
    // shown again grows where it stands rather than from the stack's corner.
    let baseline = axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline)
    result += alignmentConstraints(baseline ? visible : arrangedSubviews, canvas: canvas)
    arrangement.constraints = result
    arrangement.kept = naturalSizeConstraints(visible)
    return arrangement
  }

  /// A size given to an arranged view before it was added is kept at 999.
  private func naturalSizeConstraints(_ views: [View]) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    for view in views {
      let natural = naturalSize(of: view)
      let intrinsic = view.intrinsicContentSize
      if natural.width > 0 && natural.width != intrinsic.width {
        result.append(
          named(view.widthAnchor.constraint(equalToConstant: natural.width), "UISV-natural", priority: 999))
      }
      if natural.height > 0 && natural.height != intrinsic.height {
        result.append(
          named(view.heightAnchor.constraint(equalToConstant: natural.height), "UISV-natural", priority: 999))
      }
    }
    return result
  }

  /// Equal lengths: every arranged view's as the first's (fillEqually), every spacer's as the
  /// first spacer's (equalSpacing required, equalCentering at 999).
  private func equalLengthConstraints(_ views: [View], spacers: [LayoutGuide]) -> [LayoutConstraint] {
    var result: [LayoutConstraint] = []
    if distribution == .fillEqually, let first = views.first {
      let length = anchors(.view(first), main: true).length
      for view in views.dropFirst() {
        result.append(
          named(anchors(.view(view), main: true).length.constraint(equalTo: length), "UISV-fill-equally"))
      }
    }
    if let firstSpacer = spacers.first {
      let length = anchors(.guide(firstSpacer), main: true).length
      let priority: LayoutPriority = distribution == .equalCentering ? 999 : 1000
      for spacer in spacers.dropFirst() {
        result.append(
          named(
            anchors(.guide(spacer), main: true).length.constraint(equalTo: length), "UISV-fill-equally",
            priority: priority))
      }
    }
    return result
  }

  /// The fill distributions' chain through every arranged view, hidden ones too (UIKit's
  /// UISV-spacing): neighbours that both show are a gap apart; a run of hidden views between two
  /// shown ones takes half of the gap on each side and none inside, so the shown views stay a gap
  /// apart and the hidden ones sit, zero long, in the middle of it; a run at either end touches
  /// the shown view next to it. Each spacing constraint comes with the gap it holds a share of.
  private func chainConstraints(_ views: [View])
    -> (constraints: [LayoutConstraint], gaps: [(constraint: LayoutConstraint, after: View?, share: CGFloat)])
  {
    var result: [LayoutConstraint] = []
    var gaps: [(constraint: LayoutConstraint, after: View?, share: CGFloat)] = []
    var lastShown: View?
    for (index, (previous, next)) in zip(views, views.dropFirst()).enumerated() {
      if !previous.isHidden { lastShown = previous }
      let share: CGFloat
      switch (previous.isHidden, next.isHidden) {
      case (false, false): share = 1
      case (true, false): share = index == 0 ? 0 : 0.5
      case (false, true): share = index + 2 == views.count ? 0 : 0.5
      case (true, true): share = 0
      }
      // The gap a hidden run splits is the one after the shown view before it (the stack's
      // spacing for a run at the start).
      let after = previous.isHidden ? lastShown : previous
      let constant = share == 0 ? 0 : (after.map { gap(after: $0) } ?? spacing) * share
      let constraint = anchors(.view(next), main: true).start.constraint(
        equalTo: anchors(.view(previous), main: true).end, constant: constant)
      result.append(named(constraint, "UISV-spacing"))
      if share > 0 { gaps.append((constraint, after, share)) }
    }
    return (result, gaps)
  }

  /// The spacing between neighbours for equalSpacing and equalCentering (each spacer's edges
  /// before its gap), and each spacing constraint with the view its gap follows (its constant is
  /// that gap).
  private func distributionConstraints(_ views: [View], spacers: [LayoutGuide])
    -> (constraints: [LayoutConstraint], gaps: [(constraint: LayoutConstraint, after: View?, share: CGFloat)])
  {
    var result: [LayoutConstraint] = []
    var gaps: [(constraint: LayoutConstraint, after: View?, share: CGFloat)] = []
    let pairs = Array(zip(views, views.dropFirst()))
    switch distribution {
    case .fill, .fillEqually, .fillProportionally:
      return chainConstraints(views)
    case .equalSpacing, .equalCentering:
      for ((previous, next), spacer) in zip(pairs, spacers) {
        let space = anchors(.guide(spacer), main: true)
        let before = anchors(.view(previous), main: true)
        let after = anchors(.view(next), main: true)
        let centred = distribution == .equalCentering
        // Between edges the spacer is the gap itself, so its length bounds it: the same
        // constraint as UIKit's `after.start >= before.end + gap` once the spacer's edges hold,
        // without expanding the chain of positions behind both views into one row.
        let spacing =
          centred
          ? after.start.constraint(greaterThanOrEqualTo: before.end, constant: gap(after: previous))
          : space.length.constraint(greaterThanOrEqualToConstant: gap(after: previous))
        result += [
          named(space.start.constraint(equalTo: centred ? before.center : before.end), "UISV-spacer"),
          named(space.end.constraint(equalTo: centred ? after.center : after.start), "UISV-spacer"),
          named(spacing, "UISV-spacing"),
        ]
        gaps.append((spacing, previous, 1))
      }
    }
    return (result, gaps)
  }

  /// Lengths in proportion to the natural lengths (UISV-fill-proportionally, at 999), each with
  /// its share of the stack's length less the gaps.
  private func proportionalConstraints(_ views: [View], canvas: LayoutItem)
    -> [(constraint: LayoutConstraint, share: CGFloat)]
  {
    let lengths = views.map { axis == .vertical ? naturalSize(of: $0).height : naturalSize(of: $0).width }
    let total = lengths.reduce(0, +)
    guard total > 0 else { return [] }
    let spacing = totalGap(of: views)
    let box = anchors(canvas, main: true)
    return zip(views, lengths).map { view, length in
      let share = length / total
      let constraint = named(
        anchors(.view(view), main: true).length.constraint(
          equalTo: box.length, multiplier: share, constant: -spacing * share), "UISV-fill-proportionally",
        priority: 999)
      return (constraint, share)
    }
  }

  /// Baseline alignment of a horizontal stack: every view's first (last) baseline on the first
  /// view's, all inside the stack, the view reaching highest at its top (UIKit's arrangement).
  private func baselineConstraints(_ views: [View], canvas: LayoutItem) -> [LayoutConstraint] {
    let box = anchors(canvas, main: false)
    let attribute: LayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
    var result: [LayoutConstraint] = []
    for view in views {
      let item = anchors(.view(view), main: false)
      result += [
        named(item.start.constraint(greaterThanOrEqualTo: box.start), "UISV-spanning-boundary"),
        named(item.end.constraint(lessThanOrEqualTo: box.end), "UISV-spanning-boundary"),
        named(item.start.constraint(equalTo: box.start), "UISV-ambiguity-suppression", priority: 48),
      ]
      if let first = views.first, first !== view {
        result.append(
          named(
            LayoutAnchor(item: .view(view), attribute: attribute).constraint(
              equalTo: LayoutAnchor(item: .view(first), attribute: attribute)), "UISV-alignment"))
      }
    }
    result.append(named(box.length.constraint(equalToConstant: 0), "UISV-canvas-fit", priority: 49))
    return result
  }

  private func alignmentConstraints(_ views: [View], canvas: LayoutItem) -> [LayoutConstraint] {
    if axis == .horizontal && (alignment == .firstBaseline || alignment == .lastBaseline) {
      return baselineConstraints(views, canvas: canvas)
    }
    let box = anchors(canvas, main: false)
    var result: [LayoutConstraint] = []
    for view in views {
      let item = anchors(.view(view), main: false)
      switch alignment {
      case .fill:
        result += [
          named(item.start.constraint(equalTo: box.start), "UISV-alignment"),
          named(item.end.constraint(equalTo: box.end), "UISV-alignment"),
        ]
      case .leading, .firstBaseline:
        result += [
          named(item.start.constraint(equalTo: box.start), "UISV-alignment"),
          named(item.end.constraint(lessThanOrEqualTo: box.end), "UISV-spanning-boundary"),
        ]
      case .trailing, .lastBaseline:
        result += [
          named(item.end.constraint(equalTo: box.end), "UISV-alignment"),
          named(item.start.constraint(greaterThanOrEqualTo: box.start), "UISV-spanning-boundary"),
        ]
      case .center:
        result += [
          named(item.center.constraint(equalTo: box.center), "UISV-alignment"),
          named(item.start.constraint(greaterThanOrEqualTo: box.start), "UISV-spanning-boundary"),
        ]
      }
    }
    if alignment != .fill {
      // The stack hugs its tallest (widest) view across the axis when nothing else sizes it.
      result.append(named(box.length.constraint(equalToConstant: 0), "UISV-canvas-fit", priority: 49))
    }
    return result
  }
}
