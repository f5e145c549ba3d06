/// The bundled demo screens: each a replay script (shared/spec/scenes-and-traces.md).
enum DemoScripts {
  /// A screen of the gallery.
  struct Screen {
    /// Short name, used for file names.
    let name: String
    /// What it shows.
    let title: String
    /// The script.
    let json: String
  }

  /// The list screen's sections: one per letter A to Z with a titled (sticky) header.
  static let sections: String = (0..<26).map { index in
    let letter = String(UnicodeScalar(UInt8(65 + index)))
    return """
      {"rows": \(3 + index % 4), "rowHeight": 60, "header": "\(letter)"}
      """
  }.joined(separator: ", ")

  static let tiles: String = (0..<48).map { index in
    let colours = ["#FF9500", "#34C759", "#007AFF", "#AF52DE", "#FF2D55", "#5AC8FA"]
    let x = (index % 6) * 65
    let y = (index / 6) * 105
    return """
      {"type": "View", "frame": [\(x + 4), \(y + 4), 57, 97], "backgroundColor": "\(colours[(index + index / 6) % 6])",
       "cornerRadius": 8}
      """
  }.joined(separator: ",\n")

  static let screens: [Screen] = [
    Screen(
      name: "list",
      title: "A long list: sticky section headers, a section index, fling, bounce, pull to refresh",
      json: """
        {"frameRate": 60, "until": 6.0,
         "scene": {"window": {"size": [390, 844], "scale": 2, "safeArea": [47, 0, 34, 0]},
           "root": {"type": "TableView", "id": "list", "frame": [0, 0, 390, 844],
                    "backgroundColor": "#FFFFFF", "refreshControl": true,
                    "sections": [\(sections)], "sectionIndex": true}},
         "steps": [
           {"at": 0.2, "fling": {"from": [200, 700], "velocity": [0, -1200], "distance": 150}},
           {"at": 1.2, "fling": {"from": [200, 300], "velocity": [0, 2500], "distance": 200}},
           {"at": 2.6, "drag": {"from": [200, 150], "to": [200, 550], "duration": 0.5, "release": "stop"}},
           {"at": 4.2, "call": {"view": "list", "method": "endRefreshing"}},
           {"at": 5.0, "tap": {"at": [380, 440]}}
         ]}
        """),
    Screen(
      name: "paging", title: "A paging carousel: a slow drag past half a page, then a quick flick",
      json: """
        {"frameRate": 60, "until": 2.5,
         "scene": {"window": {"size": [390, 844], "scale": 2},
           "root": {"type": "ScrollView", "id": "carousel", "frame": [0, 200, 390, 300], "contentSize": [1560, 300],
                    "isPagingEnabled": true, "backgroundColor": "#DDDDDD", "subviews": [
              {"type": "View", "frame": [10, 10, 370, 280], "backgroundColor": "#FF9500", "cornerRadius": 16},
              {"type": "View", "frame": [400, 10, 370, 280], "backgroundColor": "#34C759", "cornerRadius": 16},
              {"type": "View", "frame": [790, 10, 370, 280], "backgroundColor": "#007AFF", "cornerRadius": 16},
              {"type": "View", "frame": [1180, 10, 370, 280], "backgroundColor": "#AF52DE", "cornerRadius": 16}]}},
         "steps": [
           {"at": 0.2, "drag": {"from": [350, 350], "to": [120, 350], "duration": 0.6, "release": "stop"}},
           {"at": 1.6, "fling": {"from": [300, 350], "velocity": [-900, 0], "distance": 60}}
         ]}
        """),
    Screen(
      name: "controls", title: "Controls in a scroll view: a quick tap, a toggle, a slider drag, a scroll",
      json: """
        {"frameRate": 60, "until": 3.0,
         "scene": {"window": {"size": [390, 844], "scale": 2},
           "root": {"type": "ScrollView", "id": "form", "frame": [0, 0, 390, 844], "contentSize": [390, 1600],
                    "backgroundColor": "#F2F2F7", "subviews": [
              {"type": "Button", "id": "buy", "frame": [20, 100, 200, 44], "title": "Buy", "backgroundColor": "#FFFFFF", "cornerRadius": 10},
              {"type": "Switch", "id": "wifi", "frame": [20, 180, 51, 31]},
              {"type": "Slider", "id": "volume", "frame": [20, 250, 300, 40], "value": 0.3}]}},
         "steps": [
           {"at": 0.2, "tap": {"at": [100, 122], "duration": 0.08}},
           {"at": 0.6, "tap": {"at": [45, 195], "duration": 0.08}},
           {"at": 1.0, "touch": {"id": 7, "phase": "began", "at": [114, 270]}},
           {"at": 1.3, "touch": {"id": 7, "phase": "moved", "at": [150, 270]}},
           {"at": 1.4, "touch": {"id": 7, "phase": "moved", "at": [200, 270]}},
           {"at": 1.5, "touch": {"id": 7, "phase": "moved", "at": [250, 270]}},
           {"at": 1.7, "touch": {"id": 7, "phase": "ended", "at": [250, 270]}},
           {"at": 2.0, "drag": {"from": [300, 600], "to": [300, 400], "duration": 0.25, "release": "lift"}}
         ]}
        """),
    Screen(
      name: "nested", title: "Nested scroll (seed 001): a header collapses, then the 32-row list scrolls",
      json: """
        {"frameRate": 60, "until": 4.0,
         "scene": {"window": {"size": [390, 844], "scale": 2},
           "root": {"type": "ScrollView", "id": "outer", "frame": [0, 0, 390, 844], "contentSize": [390, 1064],
                    "contentInsetAdjustmentBehavior": "never", "backgroundColor": "#FFFFFF", "subviews": [
              {"type": "View", "frame": [0, 0, 390, 200], "backgroundColor": "#FF9500", "subviews": [
                {"type": "Label", "frame": [20, 80, 350, 40], "text": "Header", "fontSize": 28}]},
              {"type": "TableView", "id": "list", "frame": [0, 220, 390, 844], "rows": 32, "rowHeight": 60,
               "contentInsetAdjustmentBehavior": "never"}]},
           "nested": [{"outer": "outer", "inner": "list", "policy": "collapsingHeader"}]},
         "steps": [
           {"at": 0.2, "drag": {"from": [200, 700], "to": [200, 400], "duration": 0.4, "release": "stop"}},
           {"at": 1.2, "fling": {"from": [200, 700], "velocity": [0, -2500], "distance": 150}},
           {"at": 2.6, "fling": {"from": [200, 300], "velocity": [0, 3000], "distance": 150}}
         ]}
        """),
    Screen(
      name: "node", title: "A scroll node: content size from a layout spec (stack, inset, ratio, grow)",
      json: """
        {"frameRate": 60, "until": 3.0,
         "scene": {"window": {"size": [390, 844], "scale": 2},
           "root": {"type": "ScrollNode", "id": "feed", "frame": [0, 0, 390, 844],
             "automaticallyManagesContentSize": true, "scrollableDirections": ["vertical"],
             "contentInsetAdjustmentBehavior": "never", "backgroundColor": "#F2F2F7",
             "layout": {"inset": {"insets": [16, 16, 16, 16], "child": {"stack": {"direction": "vertical",
               "spacing": 12, "alignItems": "stretch", "children": [
               {"ratio": {"ratio": 0.6, "child": {"node": {"id": "hero", "backgroundColor": "#5856D6"}}}},
               {"stack": {"direction": "horizontal", "spacing": 12, "children": [
                 {"node": {"id": "left", "backgroundColor": "#FF9500", "style": {"height": 160, "flexGrow": 1}}},
                 {"node": {"id": "right", "backgroundColor": "#34C759", "style": {"width": 120, "height": 160}}}]}},
               {"node": {"id": "wide1", "backgroundColor": "#007AFF", "style": {"height": 220}}},
               {"node": {"id": "wide2", "backgroundColor": "#FF2D55", "style": {"height": 220}}},
               {"node": {"id": "wide3", "backgroundColor": "#AF52DE", "style": {"height": 220}}}]}}}}}},
         "steps": [
           {"at": 0.3, "fling": {"from": [200, 700], "velocity": [0, -1800], "distance": 150}},
           {"at": 2.0, "tapStatusBar": {}}
         ]}
        """),
    Screen(
      name: "zoom", title: "Zoom: pinch past the maximum and bounce back, then zoom out animated",
      json: """
        {"frameRate": 60, "until": 2.5,
         "scene": {"window": {"size": [390, 844], "scale": 2},
           "root": {"type": "ScrollView", "id": "photo", "frame": [0, 0, 390, 844], "contentSize": [390, 844],
                    "minimumZoomScale": 1, "maximumZoomScale": 3, "zoomView": "tiles",
                    "contentInsetAdjustmentBehavior": "never", "backgroundColor": "#1C1C1E", "subviews": [
              {"type": "View", "id": "tiles", "frame": [0, 0, 390, 844], "subviews": [\(tiles)]}]}},
         "steps": [
           {"at": 0.2, "pinch": {"center": [150, 300], "fromSpan": 80, "toSpan": 400, "duration": 0.5}},
           {"at": 1.6, "call": {"view": "photo", "method": "setZoomScale", "scale": 1.5, "animated": true}}
         ]}
        """),
    profile,
    feed,
    texture,
  ]
}
