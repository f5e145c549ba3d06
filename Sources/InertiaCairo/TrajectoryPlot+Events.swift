import Foundation
import Inertia

extension TrajectoryPlot {
  /// The labels of one view's event markers: full names stacked when they fit in the label rows,
  /// otherwise short codes explained by a key.
  struct EventLabels {
    /// A marker: its time, the layers that have it (the first decides its style) and its text.
    struct Marker {
      var time: Double
      var layer: Int
      var text: String
    }

    var markers: [Marker]
    var layout: EventLabelLayout
    /// "WBD WillBeginDragging" lines, empty when full names are shown.
    var key: [String]
    /// Labels that fit nowhere (only when even the codes are too dense).
    var hiddenCount: Int
  }

  /// The rows available for full-name labels above each view's panels: 8.
  static let labelRows = 8
  /// The rows available for coded labels: 6.
  static let codedLabelRows = 6

  /// Plans the labels of `id` at x positions from `xOf`, measuring text with `measure`.
  func eventLabels(
    of id: String, xOf: (Double) -> Double, rightEdge: Double, measure: (String) -> Double
  ) -> EventLabels {
    // (time, name) once, in time order; the first layer that has it.
    var seen: Set<String> = []
    var events: [(Double, String, Int)] = []
    for (index, layer) in layers.enumerated() {
      guard let view = layer.timeline.view(id) else { continue }
      for event in Self.markedEvents(view) {
        let name = Self.shortName(event.name)
        let key = String(format: "%.4f ", event.time) + name
        if seen.insert(key).inserted { events.append((event.time, name, index)) }
      }
    }
    events.sort { $0.0 < $1.0 }
    let full = events.map { EventLabels.Marker(time: $0.0, layer: $0.2, text: $0.1) }
    for avoidsLines in [true, false] {
      let layout = Self.layOut(
        full, rows: Self.labelRows, avoidsLines: avoidsLines, xOf: xOf, rightEdge: rightEdge, measure: measure
      )
      if layout.placesAll { return EventLabels(markers: full, layout: layout, key: [], hiddenCount: 0) }
    }
    let codes = Self.codes(for: events.map(\.1))
    var grouped: [EventLabels.Marker] = []
    for event in events {
      if let last = grouped.last, abs(last.time - event.0) < 1e-6 {
        grouped[grouped.count - 1].text += "," + codes[event.1]!
      } else {
        grouped.append(EventLabels.Marker(time: event.0, layer: event.2, text: codes[event.1]!))
      }
    }
    let layout = Self.layOut(
      grouped, rows: Self.codedLabelRows, avoidsLines: false, xOf: xOf, rightEdge: rightEdge, measure: measure
    )
    var names: [String] = []
    var named: Set<String> = []
    for event in events where named.insert(event.1).inserted { names.append(event.1) }
    return EventLabels(
      markers: grouped, layout: layout, key: names.map { "\(codes[$0]!) \($0)" },
      hiddenCount: layout.placements.filter { $0 == nil }.count)
  }

  private static func layOut(
    _ markers: [EventLabels.Marker], rows: Int, avoidsLines: Bool, xOf: (Double) -> Double, rightEdge: Double,
    measure: (String) -> Double
  ) -> EventLabelLayout {
    EventLabelLayout(
      markers.map { EventLabelLayout.Item(x: xOf($0.time), width: measure($0.text)) }, rightEdge: rightEdge,
      maximumRows: rows, avoidsMarkerLines: avoidsLines)
  }

  /// The most characters of a name a plot shows: 64, then "…". A trace line may name a call with
  /// 16 MiB: 2,000 calls named with 10,000 letters took 10.2 s and 624 MB to plot once their
  /// codes were found quickly (sweep 50), most of it reading the names' letters.
  static let maximumNameCharacters = 64

  /// A method name without the "scrollView" prefix ("WillBeginDragging"), cut to
  /// ``maximumNameCharacters``.
  static func shortName(_ method: String) -> String {
    var name = method
    if name.hasPrefix("scrollView"), name.utf8.count > 10 { name = String(name.dropFirst(10)) }
    guard name.utf8.count > maximumNameCharacters else { return name }
    let kept = name.prefix(maximumNameCharacters)
    return kept.endIndex < name.endIndex ? String(kept) + "…" : name
  }

  /// The most capitals a code takes, and the most letters of the last word it is lengthened by,
  /// before a number is added: 16 each (UIKit's names need four and twelve). Every length of the
  /// last word was a candidate, made up front: `diff --plot` of 2,000 calls named with 10,000
  /// letters each made 10,000 candidates of up to 10,000 characters a name, and ran for over ten
  /// minutes before sweep 50.
  static let codeLetters = 16

  /// Short unique codes: the capitals of each name ("WBD"), lengthened with the last word's letters
  /// ("WBDe") or a number when two names share them.
  static func codes(for names: [String]) -> [String: String] {
    var codes: [String: String] = [:]
    var used: Set<String> = []
    for name in names where codes[name] == nil {
      let capitals = String(name.filter(\.isUppercase).prefix(codeLetters))
      let base = capitals.isEmpty ? String(name.prefix(3)) : capitals
      let tail = name.reversed().prefix { !$0.isUppercase }.reversed()
      var code = used.contains(base) ? nil : base
      var candidate = base
      for letter in tail.prefix(codeLetters) where code == nil {
        candidate.append(letter)
        if !used.contains(candidate) { code = candidate }
      }
      var number = 2
      while code == nil {
        if !used.contains(base + String(number)) { code = base + String(number) }
        number += 1
      }
      used.insert(code!)
      codes[name] = code!
    }
    return codes
  }
}
