import InertiaPort
import Testing

/// Calls of Objective-C optional requirements lose their `?` when made on a delegate or data source.
@Suite struct OptionalCallRuleTests {
  @Test func optionalRequirementCallsOnDelegatesLoseTheirQuestionMark() {
    let source = """
      if let v = self.delegate?.viewForZooming?(in: self) { print(v) }
      tableView.dataSource?.numberOfSections?(in: tableView)
      completion?()
      handlers.first?(1)

      """
    let ported = port(source)
    #expect(
      ported.text == """
        if let v = self.delegate?.viewForZooming(in: self) { print(v) }
        tableView.dataSource?.numberOfSections(in: tableView)
        completion?()
        handlers.first?(1)

        """)
    #expect(
      ported.lines == [
        "A.swift:1: viewForZooming?( -> viewForZooming( (InertiaUIKit's delegate protocols implement every "
          + "requirement (Objective-C's optional requirements), so there is nothing to check)",
        "A.swift:2: numberOfSections?( -> numberOfSections( (InertiaUIKit's delegate protocols implement "
          + "every requirement (Objective-C's optional requirements), so there is nothing to check)",
      ])
    #expect(port(ported.text).lines.isEmpty)
  }

  @Test func forcedOptionalRequirementCallsLoseTheirExclamationMark() {
    let source = """
      let n = UInt((collectionView.dataSource?.numberOfSections!(in: collectionView))!)
      let m = values.first!(2)

      """
    let ported = port(source)
    #expect(
      ported.text == """
        let n = UInt((collectionView.dataSource?.numberOfSections(in: collectionView))!)
        let m = values.first!(2)

        """)
    #expect(
      ported.lines == [
        "A.swift:1: numberOfSections!( -> numberOfSections( (InertiaUIKit's delegate protocols implement "
          + "every requirement (Objective-C's optional requirements), so there is nothing to check)"
      ])
    #expect(port(ported.text).lines.isEmpty)
  }
}

/// Reads of UIApplicationDelegate's optional `window` through a delegate unwrap once, not twice.
@Suite struct OptionalPropertyReadTests {
  @Test func doublyUnwrappedDelegateWindowLosesItsOuterMark() {
    let source = """
      let a = UIApplication.shared.delegate?.window??.rootViewController
      let b = UIApplication.shared.delegate!.window!!.bounds
      let c = scene.window??.rootViewController
      let d = appDelegate.window?.rootViewController

      """
    let ported = port(source)
    #expect(
      ported.text == """
        let a = UIApplication.shared.delegate?.window?.rootViewController
        let b = UIApplication.shared.delegate!.window!.bounds
        let c = scene.window??.rootViewController
        let d = appDelegate.window?.rootViewController

        """)
    #expect(ported.lines.count == 2)
    #expect(ported.lines.first?.hasPrefix("A.swift:1: window?? -> window? (") == true)
    #expect(port(ported.text).lines.isEmpty)
  }
}
