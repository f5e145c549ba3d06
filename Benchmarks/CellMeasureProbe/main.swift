// Wall-clock time of measuring a list's cell nodes serially on the main actor and concurrently
// off it (NodeMeasurer), in the same run, interleaved. Each pass measures fresh nodes (no caches).
// Usage: CellMeasureProbe [COUNT] [RUNS]
import Dispatch
import Foundation
import Inertia

/// A feed cell as Texture code writes it: a photo beside a title that wraps, inset.
@MainActor
func makeCell(_ row: Int) -> DisplayNode {
  let photo = ImageNode(id: "photo\(row)")
  photo.imageSize = CGSize(width: 60 + CGFloat(row % 5) * 10, height: 60)
  let title = TextNode(
    id: "title\(row)", text: "\(row): " + String(repeating: "word ", count: 1 + (row * 7) % 23),
    fontSize: CGFloat(14 + row % 4))
  title.style.flexShrink = 1
  let detail = TextNode(id: "detail\(row)", text: "detail \(row)", fontSize: 12)
  let cell = DisplayNode(id: "cell\(row)")
  cell.automaticallyManagesSubnodes = true
  cell.layoutSpecBlock = { _, _ in
    let column = LayoutSpec.stack(
      StackLayoutSpec(direction: .vertical, spacing: 4, children: [LayoutSpec(title), LayoutSpec(detail)]))
    var row = StackLayoutSpec(direction: .horizontal, spacing: 12, alignItems: .start)
    row.children = [LayoutSpec(photo), column]
    return LayoutSpec.inset(EdgeInsets(top: 10, left: 16, bottom: 10, right: 16), child: .stack(row))
  }
  return cell
}

@MainActor
func measure(count: Int, concurrently: Bool) -> (seconds: Double, height: CGFloat) {
  let nodes = (0..<count).map(makeCell)
  let ranges = Array(
    repeating: SizeRange(min: CGSize(width: 390, height: 0), max: CGSize(width: 390, height: CGFloat.infinity)),
    count: count)
  let start = DispatchTime.now().uptimeNanoseconds
  let layouts = NodeMeasurer.layouts(of: nodes, in: ranges, concurrently: concurrently)
  let end = DispatchTime.now().uptimeNanoseconds
  return (Double(end - start) / 1e9, layouts.reduce(0) { $0 + $1.size.height })
}

@MainActor
func run() {
  let arguments = CommandLine.arguments
  let count = min(max(arguments.count > 1 ? Int(arguments[1]) ?? 1000 : 1000, 1), 100_000)
  let runs = min(max(arguments.count > 2 ? Int(arguments[2]) ?? 9 : 9, 1), 100)
  var serial: [Double] = []
  var concurrent: [Double] = []
  var heights: Set<CGFloat> = []
  _ = measure(count: 50, concurrently: true)  // Warm up the threads.
  for _ in 0..<runs {
    let one = measure(count: count, concurrently: false)
    let two = measure(count: count, concurrently: true)
    serial.append(one.seconds)
    concurrent.append(two.seconds)
    heights.formUnion([one.height, two.height])
  }
  func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] * 1000 }
  let processors = ProcessInfo.processInfo.activeProcessorCount
  print("cells \(count), runs \(runs), processors \(processors), same total height: \(heights.count == 1)")
  print(String(format: "serial     median %.2f ms", median(serial)))
  print(String(format: "concurrent median %.2f ms", median(concurrent)))
  print(String(format: "speed-up   %.2fx", median(serial) / median(concurrent)))
}

// The probe's work runs on the main queue (served by dispatchMain), where the main actor runs.
DispatchQueue.main.async {
  MainActor.assumeIsolated { run() }
  exit(0)
}
dispatchMain()
