import Foundation
import Inertia

// Smaller UIKit spellings the fifty-second porting trial's programs used.

extension CollectionView {
  /// UICollectionView.ElementCategory: what a layout attributes object stands for (a cell, a
  /// supplementary view or a decoration view). UIKit nests the enum in the collection view and types
  /// `UICollectionViewLayoutAttributes.representedElementCategory` with it; here it is the attributes'
  /// own ``CollectionViewLayoutAttributes/ElementCategory``, so a program extending
  /// `UICollectionView.ElementCategory` extends the type the attributes report.
  public typealias ElementCategory = CollectionViewLayoutAttributes.ElementCategory
}

/// UIKit's older name for `UICollectionView.ElementCategory` (Swift 4.1 and before).
public typealias UICollectionElementCategory = CollectionViewLayoutAttributes.ElementCategory

/// UIView's and UIResponder's own methods a target answers by name when a selector bound to a
/// method of another class is sent to it: Objective-C looks the name up in the target's class, so
/// `UIBarButtonItem(title: "Done", style: .plain, target: textField, action: #selector(endEditing(_:)))`
/// written in a controller declaring its own `endEditing(_:)` ends the text field's editing on iOS
/// (UIView's `endEditing:`, the sender read as true). A target that is no responder, or a name
/// not listed, answers nothing.
@MainActor
enum ViewMethodsByName {
  /// Registers on `object` (a responder) its own method named as `selector`, if it has one here.
  static func answer(_ selector: Selector, on object: AnyObject) {
    guard let responder = object as? Responder, responder.actionHandlers[selector] == nil,
      let method = method(named: selector.name, on: responder)
    else { return }
    responder.actionHandlers[selector] = { [weak responder] sender, _ in
      guard responder != nil else { return }
      method(sender)
    }
  }

  /// The method of `responder` named `name`, taking the sender as Objective-C passes it.
  private static func method(named name: String, on responder: Responder) -> (@MainActor (Any?) -> Void)? {
    let view = responder as? View
    switch name {
    case "endEditing:":
      guard let view else { return nil }
      return { [weak view] sender in _ = view?.endEditing(sender != nil) }
    case "resignFirstResponder":
      return { [weak responder] _ in _ = responder?.resignFirstResponder() }
    case "becomeFirstResponder":
      return { [weak responder] _ in _ = responder?.becomeFirstResponder() }
    case "removeFromSuperview":
      guard let view else { return nil }
      return { [weak view] _ in view?.removeFromSuperview() }
    case "setNeedsLayout":
      guard let view else { return nil }
      return { [weak view] _ in view?.setNeedsLayout() }
    case "layoutIfNeeded":
      guard let view else { return nil }
      return { [weak view] _ in view?.layoutIfNeeded() }
    default:
      return nil
    }
  }
}
