extension DemoScripts {
  /// A profile page: a header collapsing to a pinned tab bar over a pager of three lists, with
  /// pull to refresh at the top of everything (docs/nested-scrolling.md).
  static let profile = Screen(
    name: "profile",
    title: "A profile: the header collapses to its tab bar, three pages of lists, pull to refresh",
    json: """
      {"frameRate": 60, "until": 6.0,
       "scene": {"window": {"size": [390, 844], "scale": 2},
         "root": {"type": "ScrollView", "id": "profile", "frame": [0, 0, 390, 844],
                  "contentInsetAdjustmentBehavior": "never", "refreshControl": true, "backgroundColor": "#FFFFFF",
           "subviews": [
             {"type": "View", "id": "header", "frame": [0, 0, 390, 300], "backgroundColor": "#5856D6", "subviews": [
               {"type": "View", "frame": [145, 60, 100, 100], "backgroundColor": "#FFFFFF", "cornerRadius": 50},
               {"type": "Label", "frame": [20, 180, 350, 40], "text": "Inertia"},
               {"type": "View", "id": "tabs", "frame": [0, 256, 390, 44], "backgroundColor": "#F2F2F7", "subviews": [
                 {"type": "Label", "frame": [20, 0, 110, 44], "text": "Posts"},
                 {"type": "Label", "frame": [150, 0, 110, 44], "text": "Replies"},
                 {"type": "Label", "frame": [280, 0, 110, 44], "text": "Media"}]}]},
             {"type": "ScrollView", "id": "pages", "frame": [0, 300, 390, 800], "isPagingEnabled": true,
              "contentSize": [1170, 800], "contentInsetAdjustmentBehavior": "never",
              "showsHorizontalScrollIndicator": false, "subviews": [
                {"type": "TableView", "id": "posts", "frame": [0, 0, 390, 800], "rows": 40, "rowHeight": 60,
                 "contentInsetAdjustmentBehavior": "never"},
                {"type": "TableView", "id": "replies", "frame": [390, 0, 390, 800], "rows": 12, "rowHeight": 60,
                 "contentInsetAdjustmentBehavior": "never"},
                {"type": "TableView", "id": "media", "frame": [780, 0, 390, 800], "rows": 80, "rowHeight": 44,
                 "contentInsetAdjustmentBehavior": "never"}]}]},
         "nested": [{"outer": "profile", "pager": "pages", "pages": ["posts", "replies", "media"],
                     "pinnedHeight": 44, "policy": "collapsingHeader"}]},
       "steps": [
         {"at": 0.2, "fling": {"from": [200, 700], "velocity": [0, -1500], "distance": 120}},
         {"at": 2.0, "drag": {"from": [340, 500], "to": [60, 505], "duration": 0.35, "release": "lift"}},
         {"at": 3.0, "fling": {"from": [200, 300], "velocity": [0, 2500], "distance": 150}},
         {"at": 4.2, "drag": {"from": [200, 200], "to": [200, 600], "duration": 0.5, "release": "stop"}},
         {"at": 5.5, "call": {"view": "profile", "method": "endRefreshing"}}
       ]}
      """)
}
