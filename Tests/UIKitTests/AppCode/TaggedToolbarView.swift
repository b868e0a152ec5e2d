import UIKit

/// Buttons found again by tag and by accessibility identifier, tinted from their container.
final class TaggedToolbarView: UIView {
    enum Tag: Int {
        case share = 1
        case delete = 2
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        tintColor = .systemRed
        let stack = UIStackView(arrangedSubviews: [makeButton("Share", tag: .share), makeButton("Delete", tag: .delete)])
        stack.axis = .horizontal
        stack.distribution = .fillEqually
        stack.frame = bounds
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func makeButton(_ title: String, tag: Tag) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.tag = tag.rawValue
        button.accessibilityIdentifier = "toolbar.\(title.lowercased())"
        return button
    }

    var deleteButton: UIButton? {
        viewWithTag(Tag.delete.rawValue) as? UIButton
    }
}
