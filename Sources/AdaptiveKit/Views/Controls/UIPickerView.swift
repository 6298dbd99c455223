import Foundation

/// A view of spinning wheels, one per component, like UIKit's `UIPickerView`; here sizes and selection only.
///
/// It is 216 points tall (as measured: Apple gives no size) with no intrinsic width.
@MainActor
open class UIPickerView: UIView {
    /// The picker's height (Interface Builder's canvas and a runtime measurement; 162 in landscape is not modelled).
    static let height: CGFloat = 216

    /// Supplies the number of components and rows.
    open weak var dataSource: (any UIPickerViewDataSource)?
    /// Supplies row titles.
    open weak var delegate: (any UIPickerViewDelegate)?
    private var selectedRows: [Int: Int] = [:]

    /// The number of components, from the data source.
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// The number of rows in a component, from the data source.
    open func numberOfRows(inComponent component: Int) -> Int {
        dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
    }

    /// Selects a row; an index out of range does nothing.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard (0..<numberOfComponents).contains(component), (0..<numberOfRows(inComponent: component)).contains(row)
        else { return }
        selectedRows[component] = row
    }

    /// The selected row of a component: 0 by default, -1 for a component without rows.
    open func selectedRow(inComponent component: Int) -> Int {
        guard (0..<numberOfComponents).contains(component), numberOfRows(inComponent: component) > 0 else { return -1 }
        return min(selectedRows[component] ?? 0, numberOfRows(inComponent: component) - 1)
    }

    /// Reloads every component (nothing is cached here).
    open func reloadAllComponents() {}

    /// Reloads one component (nothing is cached here).
    open func reloadComponent(_ component: Int) {}

    /// No intrinsic width; 216 points tall.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.height) }

    /// The offered width (or the current one), 216 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: Self.height)
    }
}

/// Tells a picker view how many components and rows it has, like UIKit's `UIPickerViewDataSource`.
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of a component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Gives a picker view its row titles, like UIKit's `UIPickerViewDelegate`.
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// A row's title.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
}

extension UIPickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }
}
