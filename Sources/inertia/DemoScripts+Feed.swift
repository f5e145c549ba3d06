extension DemoScripts {
  /// The feed's sections: a carousel of each orthogonal behaviour with a header, then a list.
  static let feedSections: String =
    [
      ("groupPaging", 0.8, 200.0), ("groupPagingCentered", 0.7, 160.0), ("continuous", 0.4, 140.0),
      ("paging", 1.0, 180.0), ("continuousGroupLeadingBoundary", 0.45, 120.0),
    ].map { behaviour, fraction, height in
      """
      {"group": {"size": {"width": {"fractionalWidth": \(fraction)}, "height": {"absolute": \(height)}},
                 "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}},
                            "contentInsets": [0, 5, 0, 5]}]},
       "contentInsets": [8, 11, 16, 11], "orthogonalScrollingBehavior": "\(behaviour)",
       "header": {"height": {"absolute": 36}, "pinToVisibleBounds": false}}
      """
    }.joined(separator: ",\n")
      + """
      ,
      {"group": {"size": {"width": {"fractionalWidth": 1}, "height": {"absolute": 64}},
                 "items": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}},
                            "contentInsets": [4, 16, 4, 16]}]},
       "header": {"height": {"absolute": 36}, "pinToVisibleBounds": true}}
      """

  /// The carousels' cell colours.
  static let palette = ["#FF9500", "#34C759", "#007AFF", "#AF52DE", "#FF2D55", "#5AC8FA"]

  /// A compositional feed: a vertical list of horizontal carousels, one per orthogonal behaviour,
  /// then a list with a pinned header (docs/scenes.md, "Compositional layouts").
  static let feed = Screen(
    name: "feed",
    title: "A compositional feed: carousels that page by group, centre, glide or snap; a pinned list",
    json: """
      {"frameRate": 60, "until": 8.0,
       "scene": {"window": {"size": [390, 844], "scale": 2, "safeArea": [47, 0, 34, 0]},
         "root": {"type": "CollectionView", "id": "feed", "frame": [0, 0, 390, 844],
                  "backgroundColor": "#F2F2F7",
                  "sections": [{"items": 8, "colors": \(palette)}, {"items": 8, "colors": \(Array(palette.reversed()))},
                               {"items": 12, "colors": \(palette)}, {"items": 4, "colors": \(Array(palette.reversed()))},
                               {"items": 10, "colors": \(palette)}, {"items": 40, "colors": ["#FFFFFF"]}],
                  "layout": {"type": "compositional", "interSectionSpacing": 8, "sections": [
                    \(feedSections)]}}},
       "steps": [
         {"at": 0.2, "fling": {"from": [300, 220], "velocity": [-1500, 0], "distance": 120}},
         {"at": 1.2, "drag": {"from": [300, 470], "to": [120, 470], "duration": 0.4, "release": "lift"}},
         {"at": 2.2, "fling": {"from": [200, 700], "velocity": [0, -1200], "distance": 100}},
         {"at": 5.0, "fling": {"from": [300, 400], "velocity": [-2500, 0], "distance": 100}},
         {"at": 6.3, "fling": {"from": [200, 300], "velocity": [0, 2500], "distance": 150}}
       ]}
      """)
}
