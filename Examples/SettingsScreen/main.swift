// A settings screen: a table with sections whose rows hold switches and a slider; a tap on a plain
// row selects it, the controls work inside the scrolling table.
//
//   swift run settings-screen              a window when a display exists
//   swift run settings-screen --headless   a scripted tour written as PNGs into settings-screen-output/
import ExampleSupport
import Foundation
import Inertia

@MainActor
final class SettingsScreen: Example, TableViewDataSource, TableViewDelegate {
  static let name = "settings-screen"

  enum Row {
    case toggle(String, Bool)
    case slider(String, Float)
    case plain(String)
  }

  let sections: [(title: String, rows: [Row])] = [
    ("Connections", [.toggle("Airplane Mode", false), .toggle("Wi-Fi", true), .toggle("Bluetooth", true)]),
    ("Display", [.slider("Brightness", 0.6), .toggle("Dark Mode", false), .plain("Text Size")]),
    ("General", (1...12).map { .plain("Setting \($0)") }),
  ]
  let table: TableView
  /// The controls' values by title, as the user left them.
  private(set) var switches: [String: Bool] = [:]
  private(set) var sliders: [String: Float] = [:]
  private(set) var selected: String?

  init(container: View) {
    table = TableView(frame: container.bounds)
    table.rowHeight = 52
    table.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
    for section in sections {
      for row in section.rows {
        switch row {
        case .toggle(let title, let isOn): switches[title] = isOn
        case .slider(let title, let value): sliders[title] = value
        case .plain: break
        }
      }
    }
    container.addSubview(table)
    table.dataSource = self
    table.delegate = self
  }

  func numberOfSections(in tableView: TableView) -> Int { sections.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    sections[section].rows.count
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
    // Cells are reused: remove the control a previous row left.
    for subview in cell.subviews where subview is Control { subview.removeFromSuperview() }
    switch sections[indexPath.section].rows[indexPath.row] {
    case .toggle(let title, _):
      cell.textLabel?.text = title
      let toggle = Switch(frame: CGRect(x: 320, y: 10, width: 51, height: 31))
      toggle.isOn = switches[title] ?? false
      toggle.addAction(
        ControlAction { [weak self] _, sender, _ in self?.switches[title] = (sender as? Switch)?.isOn },
        for: .valueChanged)
      cell.addSubview(toggle)
    case .slider(let title, _):
      cell.textLabel?.text = title
      let slider = Slider(frame: CGRect(x: 140, y: 6, width: 230, height: 40))
      slider.value = sliders[title] ?? 0
      slider.addAction(
        ControlAction { [weak self] _, sender, _ in self?.sliders[title] = (sender as? Slider)?.value },
        for: .valueChanged)
      cell.addSubview(slider)
    case .plain(let title):
      cell.textLabel?.text = title
    }
    return cell
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    if case .plain(let title) = sections[indexPath.section].rows[indexPath.row] { selected = title }
  }

  func tour(_ tour: Tour) throws {
    try tour.snapshot("settings", "the settings table")
    tour.gestures.tap(at: CGPoint(x: 345, y: 26 + 52))
    tour.wait(0.5)
    try tour.snapshot("wifi-off", "a tap turns Wi-Fi \(switches["Wi-Fi"] == true ? "on" : "off")")
    tour.gestures.drag(
      from: CGPoint(x: 140 + 230 * 0.6, y: 182), to: CGPoint(x: 160, y: 182), duration: 0.4, release: .stop)
    tour.wait(0.5)
    try tour.snapshot(
      "dimmer", String(format: "a slider drag sets Brightness to %.2f", sliders["Brightness"] ?? 0))
    tour.gestures.fling(from: CGPoint(x: 100, y: 700), velocity: CGPoint(x: 0, y: -1500), distance: 100)
    tour.wait(3)
    try tour.snapshot(
      "scrolled", String(format: "a fling scrolls the table to %.0f pt", table.contentOffset.y))
    tour.gestures.tap(at: CGPoint(x: 100, y: 500), duration: 0.08)
    tour.wait(0.5)
    try tour.snapshot("selected", "a tap selects \(selected ?? "nothing")")
  }
}

exit(MainActor.assumeIsolated { ExampleApp.main(SettingsScreen.self) })
