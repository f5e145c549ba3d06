import Foundation

/// Supplies a picker's components and their rows (UIPickerViewDataSource).
@preconcurrency @MainActor
public protocol PickerViewDataSource: AnyObject {
  /// How many wheels the picker shows.
  func numberOfComponents(in pickerView: PickerView) -> Int
  /// How many rows wheel `component` has.
  func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Sizes a picker's wheels, supplies what their rows show and hears selections
/// (UIPickerViewDelegate). Every method has a default.
@preconcurrency @MainActor
public protocol PickerViewDelegate: AnyObject {
  /// Wheel `component`'s width; the default shares the picker's width equally.
  func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
  /// The height of wheel `component`'s rows; default `PickerView.defaultRowHeight`.
  func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
  /// The text a row shows; default nil (an empty row).
  func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
  /// The text a row shows, with its colour; default nil (the plain title is used).
  func pickerView(
    _ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString?
  /// The view a row shows, reusing `view` (a row view that scrolled away) when given; the default
  /// is a centred label with the attributed or plain title.
  func pickerView(
    _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?
  ) -> View
  /// A wheel came to rest on `row` after the user turned or tapped it (not after ``PickerView/selectRow(_:inComponent:animated:)``).
  func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
  /// An equal share of the picker's width.
  public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
    pickerView.equalComponentWidth
  }
  /// `PickerView.defaultRowHeight`.
  public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat {
    PickerView.defaultRowHeight
  }
  /// Nil.
  public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int)
    -> String?
  {
    nil
  }
  /// Nil.
  public func pickerView(
    _ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int
  ) -> NSAttributedString? { nil }
  /// A centred label showing the row's attributed title, else its title.
  public func pickerView(
    _ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?
  ) -> View {
    let label = (view as? Label) ?? PickerView.makeRowLabel()
    if let attributed = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component) {
      label.text = attributed.string
      let color =
        attributed.length > 0 ? attributed.attribute(.pickerForegroundColor, at: 0, effectiveRange: nil) : nil
      label.textColor = (color as? Color) ?? .black
    } else {
      label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
      label.textColor = .black
    }
    return label
  }
  /// Does nothing.
  public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}

extension NSAttributedString.Key {
  /// The foreground colour key (UIKit's `.foregroundColor`, "NSColor").
  static let pickerForegroundColor = NSAttributedString.Key("NSColor")
}
