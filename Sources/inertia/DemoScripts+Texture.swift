extension DemoScripts {
  /// The photo feed's cell specs: a header (avatar and name), a 4:3 photo and a caption, one per
  /// photographer, in turn.
  static let photoCells: String = [
    ("Ansel", "#FF9500", "#5856D6"), ("Dorothea", "#34C759", "#FF2D55"), ("Vivian", "#007AFF", "#FFCC00"),
    ("Henri", "#AF52DE", "#34C759"), ("Imogen", "#FF2D55", "#007AFF"), ("Robert", "#5AC8FA", "#FF9500"),
  ].map { name, photo, avatar in
    """
    {"stack": {"direction": "vertical", "children": [
      {"inset": {"insets": [12, 16, 12, 16], "child": {"stack": {"direction": "horizontal", "spacing": 10,
        "alignItems": "center", "children": [
        {"node": {"id": "avatar", "backgroundColor": "\(avatar)", "style": {"width": 36, "height": 36}}},
        {"node": {"id": "name", "text": "\(name)", "fontSize": 15, "style": {"flexGrow": 1}}}]}}}},
      {"ratio": {"ratio": 0.75, "child": {"node": {"id": "photo", "backgroundColor": "\(photo)"}}}},
      {"inset": {"insets": [8, 16, 16, 16], "child": {"node": {"id": "caption", "text": "Liked by \(name.count * 7) people", "fontSize": 13}}}}]}}
    """
  }.joined(separator: ",\n")

  /// A Texture photo feed: an ASTableNode of cell nodes measured by their layout specs, fed by
  /// batch fetching (docs/scenes.md, "Texture list nodes").
  static let texture = Screen(
    name: "texture",
    title: "A Texture photo feed: cell nodes sized by layout specs, batches fetched two screens from the end",
    json: """
      {"frameRate": 60, "until": 7.0,
       "scene": {"window": {"size": [390, 844], "scale": 2, "safeArea": [47, 0, 34, 0]},
         "root": {"type": "TableNode", "id": "photos", "frame": [0, 0, 390, 844], "backgroundColor": "#FFFFFF",
                  "rows": 10, "cells": [\(photoCells)],
                  "leadingScreensForBatching": 2,
                  "batchFetching": {"batchSize": 10, "maxItems": 40, "delay": 0.8}}},
       "steps": [
         {"at": 0.3, "fling": {"from": [200, 700], "velocity": [0, -2500], "distance": 150}},
         {"at": 2.3, "fling": {"from": [200, 700], "velocity": [0, -3500], "distance": 150}},
         {"at": 4.5, "fling": {"from": [200, 700], "velocity": [0, -5000], "distance": 150}}
       ]}
      """)
}
