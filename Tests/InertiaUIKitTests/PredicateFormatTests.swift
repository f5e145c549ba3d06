import InertiaUIKit
import Testing

/// A model a search filters by key path, as tutorials' predicates do.
struct Country {
  let name: String
  let population: Int
}

/// `NSPredicate(format:)` (missing from Foundation on Linux) as search tutorials use it, and the
/// table's estimated header heights.
@MainActor
@Suite struct PredicateFormatTests {
  let countries = ["France", "Finland", "Germany", "Gabon", "Côte d'Ivoire"]

  @Test func containsBeginsWithAndLikeFilterStringsCaseAndDiacriticInsensitively() {
    let contains = NSPredicate(format: "SELF CONTAINS[c] %@", "AN")
    #expect(countries.filter { contains.evaluate(with: $0) } == ["France", "Finland", "Germany"])
    let like = NSPredicate(format: "SELF LIKE[cd] %@", "c*te*")
    #expect(countries.filter { like.evaluate(with: $0) } == ["Côte d'Ivoire"])
    let begins = NSPredicate(format: "SELF BEGINSWITH %@", "G")
    let filtered = (countries as NSArray).filtered(using: begins) as? [String]
    #expect(filtered == ["Germany", "Gabon"])
    #expect(!NSPredicate(format: "SELF CONTAINS %@", "an").evaluate(with: "ANGOLA"))
  }

  @Test func keyPathsNumbersAndCompoundsReadTheModel() {
    let data = [
      Country(name: "France", population: 68), Country(name: "Finland", population: 6),
      Country(name: "Gabon", population: 2),
    ]
    let big = NSPredicate(format: "population > %d AND name BEGINSWITH[c] %@", 5, "f")
    #expect(data.filter { big.evaluate(with: $0) }.map(\.name) == ["France", "Finland"])
    let either = NSPredicate(format: "name == 'Gabon' OR population >= 60")
    #expect(data.filter { either.evaluate(with: $0) }.map(\.name) == ["France", "Gabon"])
    let regex = NSPredicate(format: "name MATCHES %@", "F.n.*")
    #expect(data.filter { regex.evaluate(with: $0) }.map(\.name) == ["Finland"])
    let unreadable = NSPredicate(format: "name ~~ %@", "x")
    #expect(!unreadable.evaluate(with: data[0]))
  }

  @Test func estimatedSectionHeightsAreKeptAndBadValuesIgnored() {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    #expect(table.estimatedSectionHeaderHeight == UITableView.automaticDimension)
    table.estimatedSectionHeaderHeight = 40
    table.estimatedSectionFooterHeight = 0
    table.estimatedSectionHeaderHeight = -.infinity
    table.estimatedSectionFooterHeight = .nan
    #expect(table.estimatedSectionHeaderHeight == 40 && table.estimatedSectionFooterHeight == 0)
  }
}

/// UIDatePicker: limits, the user's choice sending `.valueChanged` through target-action.
@MainActor
@Suite struct DatePickerTests {
  final class Target: ActionTarget {
    var picked: [Date] = []
    func datePicked(_ sender: UIDatePicker) { picked.append(sender.date) }
  }

  @Test func aChoiceIsClampedAndSendsValueChangedButCodeDoesNot() {
    let picker = UIDatePicker()
    let target = Target()
    picker.addTarget(
      target, action: Selector("datePicked:", target: target, Target.datePicked(_:)), for: .valueChanged)
    let start = Date(timeIntervalSince1970: 1_000_000)
    picker.minimumDate = start
    picker.maximumDate = start.addingTimeInterval(3600)
    picker.date = start.addingTimeInterval(60)
    #expect(target.picked.isEmpty)
    picker.pick(start.addingTimeInterval(7200))
    #expect(target.picked == [start.addingTimeInterval(3600)])
    picker.pick(start.addingTimeInterval(3600))
    #expect(target.picked.count == 1)
    picker.preferredDatePickerStyle = .wheels
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
  }
}
