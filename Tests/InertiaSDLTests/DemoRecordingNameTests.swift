import InertiaSDL
import Testing

/// The demo window's R key saves each recording under the first free `inertia-recording-N.json`,
/// so a later session never writes over an earlier one's recordings.
@MainActor
@Suite struct DemoRecordingNameTests {
  @Test func aRecordingTakesTheFirstNumberNoFileHasYet() {
    var taken: Set<String> = [
      "inertia-recording-1.json", "inertia-recording-2.json", "inertia-recording-4.json",
    ]
    var count = 0
    let first = DemoWindow.nextRecordingPath(after: &count) { taken.contains($0) }
    #expect(first == "inertia-recording-3.json")
    #expect(count == 3)
    taken.insert("inertia-recording-3.json")
    // The next one goes on from the last number, past those taken.
    #expect(DemoWindow.nextRecordingPath(after: &count) { taken.contains($0) } == "inertia-recording-5.json")
  }

  @Test func aFolderFullOfRecordingsGivesNoNameInsteadOfOverwriting() {
    var count = 0
    var asked = 0
    let path = DemoWindow.nextRecordingPath(after: &count) { _ in
      asked += 1
      return true
    }
    #expect(path == nil)
    #expect(asked == DemoWindow.maximumRecordings)
    #expect(DemoWindow.nextRecordingPath(after: &count) { _ in false } == nil)
  }
}
