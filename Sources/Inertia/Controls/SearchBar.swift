import Foundation

/// A search field with an optional Cancel button and scope bar, like UISearchBar.
///
/// Typing goes to ``searchTextField`` (tap it, or call `becomeFirstResponder()` on the bar); the bar
/// turns the field's editing into its delegate's calls, in UIKit's order: `searchBarShouldBeginEditing`,
/// `searchBarTextDidBeginEditing`; for each typed or deleted character
/// `searchBar(_:shouldChangeTextIn:replacementText:)` then `searchBar(_:textDidChange:)`; the
/// return key `searchBarSearchButtonClicked`; the Cancel button `searchBarCancelButtonClicked`;
/// resigning `searchBarShouldEndEditing`, `searchBarTextDidEndEditing`. Setting ``text`` in code
/// calls nothing, as in UIKit. A bar owned by a ``SearchController`` also drives it (activation,
/// the results updater).
///
/// Sizes (iOS 13 and later): 56 points tall (`sizeToFit()`), plus 44 for a shown scope bar.
///
/// See also: ``SearchController``, ``SearchBarDelegate``.
@preconcurrency @MainActor
open class SearchBar: View {
  /// Makes a `SearchBar` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { SearchBar(frame: frame) }

  /// The bar's height without a scope bar, in points.
  package static let barHeight: CGFloat = 56
  /// The scope bar's height, in points.
  package static let scopeBarHeight: CGFloat = 44

  /// How the bar is drawn (UISearchBar.Style); kept, the bar always draws one way.
  public enum Style: Int, Sendable {
    /// The default look.
    case `default` = 0
    /// A translucent background, opaque field.
    case prominent = 1
    /// No background, translucent field.
    case minimal = 2
  }

  /// The field typed into (UISearchBar.searchTextField).
  public let searchTextField = SearchTextField()
  /// The Cancel button (shown while ``showsCancelButton``).
  package let cancelButton = Button(title: "Cancel")
  /// The scope bar (shown while ``showsScopeBar`` and there are ``scopeButtonTitles``).
  package let scopeBar = SegmentedControl(items: nil)
  /// The object told about editing and buttons. Held weakly.
  open weak var delegate: SearchBarDelegate?
  /// The search controller that owns this bar, if any.
  public internal(set) weak var searchController: SearchController?
  /// Text shown while the field is empty. Default nil.
  open var placeholder: String? {
    get { searchTextField.placeholder }
    set { searchTextField.placeholder = newValue }
  }
  /// A line of text above the bar (kept; not drawn). Default nil.
  open var prompt: String?
  /// The look. Default `.default`.
  open var searchBarStyle = Style.default
  /// The bar's background colour (kept as the view's background colour). Default nil.
  open var barTintColor: Color? {
    get { backgroundColor }
    set { backgroundColor = newValue }
  }
  /// Whether the bar is translucent (kept). Default true.
  open var isTranslucent = true
  /// Whether the Cancel button shows. Default false.
  open var showsCancelButton = false {
    didSet {
      cancelButton.isHidden = !showsCancelButton
      setNeedsLayout()
    }
  }
  /// The scope bar's titles. Default nil.
  open var scopeButtonTitles: [String]? {
    didSet {
      scopeBar.removeAllSegments()
      for (index, title) in (scopeButtonTitles ?? []).enumerated() {
        scopeBar.insertSegment(withTitle: title, at: index, animated: false)
      }
      scopeBar.selectedSegmentIndex = scopeBar.numberOfSegments > 0 ? 0 : SegmentedControl.noSegment
      updateScopeBar()
    }
  }
  /// The selected scope; setting it in code tells no one, as in UIKit. Default 0.
  open var selectedScopeButtonIndex: Int {
    get { max(scopeBar.selectedSegmentIndex, 0) }
    set { scopeBar.selectedSegmentIndex = newValue }
  }
  /// Whether the scope bar shows (when there are titles). Default false.
  open var showsScopeBar = false { didSet { updateScopeBar() } }
  /// The keyboard asked for (kept).
  open var keyboardType: KeyboardType {
    get { searchTextField.keyboardType }
    set { searchTextField.keyboardType = newValue }
  }

  /// Creates a search bar.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color(white: 0.97, alpha: 1)
    searchTextField.owner = self
    searchTextField.delegate = searchTextField
    searchTextField.backgroundColor = SearchTextField.defaultBackground
    searchTextField.layer.cornerRadius = 10
    cancelButton.isHidden = true
    scopeBar.isHidden = true
    cancelButton.addAction(
      ControlAction(title: "Cancel") { [weak self] _ in self?.cancelTapped() }, for: .touchUpInside)
    scopeBar.addAction(
      ControlAction(title: "Scope") { [weak self] _ in self?.scopeChanged() }, for: .valueChanged)
    addSubview(searchTextField)
    addSubview(cancelButton)
    addSubview(scopeBar)
  }

  /// The text; setting it calls no delegate method. Default "".
  open var text: String? {
    get { searchTextField.text }
    set { searchTextField.text = newValue ?? "" }
  }

  /// Whether the scope bar is shown now.
  package var isShowingScopeBar: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

  /// Shows or hides the Cancel button (at once).
  open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
    self.showsCancelButton = showsCancelButton
  }

  /// Shows or hides the scope bar (at once).
  open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

  open override var intrinsicContentSize: CGSize {
    CGSize(
      width: View.noIntrinsicMetric,
      height: Self.barHeight + (isShowingScopeBar ? Self.scopeBarHeight : 0))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width > 0 ? size.width : bounds.width, height: intrinsicContentSize.height)
  }

  open override var canBecomeFirstResponder: Bool { true }

  /// Starts editing in the field.
  @discardableResult
  open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

  /// Ends editing in the field.
  @discardableResult
  open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

  /// Whether the field is being edited.
  open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

  open override func layoutSubviews() {
    super.layoutSubviews()
    let cancelWidth: CGFloat = showsCancelButton ? 68 : 0
    searchTextField.frame = CGRect(
      x: 8, y: 10, width: max(bounds.width - 16 - cancelWidth, 0), height: 36)
    cancelButton.frame = CGRect(x: bounds.width - cancelWidth, y: 10, width: cancelWidth, height: 36)
    scopeBar.frame = CGRect(x: 8, y: Self.barHeight, width: max(bounds.width - 16, 0), height: 32)
  }

  private func updateScopeBar() {
    scopeBar.isHidden = !isShowingScopeBar
    invalidateIntrinsicContentSize()
    setNeedsLayout()
  }

  private func cancelTapped() {
    delegate?.searchBarCancelButtonClicked(self)
    searchController?.cancel()
  }

  private func scopeChanged() {
    delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
    searchController?.updateResults()
  }

  // MARK: The field's events, as the bar's

  func fieldShouldBeginEditing() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }

  func fieldDidBeginEditing() {
    searchController?.barDidBeginEditing()
    delegate?.searchBarTextDidBeginEditing(self)
  }

  func fieldShouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }

  func fieldDidEndEditing() { delegate?.searchBarTextDidEndEditing(self) }

  func fieldShouldChange(in range: NSRange, to replacement: String) -> Bool {
    delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
  }

  func fieldTextDidChange() {
    delegate?.searchBar(self, textDidChange: text ?? "")
    searchController?.updateResults()
  }

  func fieldReturned() { delegate?.searchBarSearchButtonClicked(self) }
}

/// The field of a ``SearchBar`` (UISearchTextField): a text field whose editing the bar reports.
@preconcurrency @MainActor
open class SearchTextField: TextField, TextFieldDelegate {
  /// Makes a `SearchTextField` from its class value (overrides `View.makeFromClass(frame:)`).
  open override class func makeFromClass(frame: CGRect) -> View { SearchTextField(frame: frame) }

  /// The field's fill inside its bar.
  static let defaultBackground = Color(white: 0.89, alpha: 1)
  weak var owner: SearchBar?

  /// Sends the events as a text field does, reporting text changes to the bar first.
  open override func sendActions(for events: Control.Event) {
    if events.contains(.editingChanged) { owner?.fieldTextDidChange() }
    super.sendActions(for: events)
  }

  /// Asks the bar's delegate.
  public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool {
    owner?.fieldShouldBeginEditing() ?? true
  }
  /// Tells the bar's delegate.
  public func textFieldDidBeginEditing(_ textField: TextField) { owner?.fieldDidBeginEditing() }
  /// Asks the bar's delegate.
  public func textFieldShouldEndEditing(_ textField: TextField) -> Bool {
    owner?.fieldShouldEndEditing() ?? true
  }
  /// Tells the bar's delegate.
  public func textFieldDidEndEditing(_ textField: TextField) { owner?.fieldDidEndEditing() }
  /// Asks the bar's delegate.
  public func textField(
    _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool {
    owner?.fieldShouldChange(in: range, to: string) ?? true
  }
  /// The search key: tells the bar's delegate and keeps editing (as UIKit's search field does
  /// unless the delegate resigns it).
  public func textFieldShouldReturn(_ textField: TextField) -> Bool {
    owner?.fieldReturned()
    return false
  }
}

/// What a ``SearchBar`` tells and asks its delegate, as UISearchBarDelegate. Every requirement
/// has a default (Objective-C's optional ones): the answers default to true.
@preconcurrency @MainActor
public protocol SearchBarDelegate: AnyObject {
  /// Whether editing may begin.
  func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
  /// Editing began.
  func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
  /// Whether editing may end.
  func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
  /// Editing ended.
  func searchBarTextDidEndEditing(_ searchBar: SearchBar)
  /// The user changed the text.
  func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
  /// Whether the user's change of `range` to `text` is taken.
  func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  /// The search (return) key was pressed.
  func searchBarSearchButtonClicked(_ searchBar: SearchBar)
  /// The Cancel button was tapped.
  func searchBarCancelButtonClicked(_ searchBar: SearchBar)
  /// The user chose another scope.
  func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
  /// True.
  public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
  /// Nothing.
  public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
  /// True.
  public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
  /// Nothing.
  public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
  /// Nothing.
  public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
  /// True.
  public func searchBar(
    _ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  /// Nothing.
  public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
  /// Nothing.
  public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
  /// Nothing.
  public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}

extension SearchBar: TextInputTraitsOwner {
  /// The search field's keyboard settings: UISearchBar adopts UITextInputTraits and passes them
  /// to its field (`searchBar.keyboardAppearance = .dark`).
  public var inputTraits: TextInputTraits {
    get { searchTextField.inputTraits }
    set { searchTextField.inputTraits = newValue }
  }
}
