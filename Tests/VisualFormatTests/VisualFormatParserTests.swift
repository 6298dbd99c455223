import Testing
import VisualFormat

@Suite struct VisualFormatParserTests {
    @Test func L3_treeKeepsEveryNodeWithItsSourceRange() throws {
        let tree = try VisualFormat.parse("V:|-(>=8@750)-[a(==b)][c]-|")
        #expect(tree.orientation == .vertical)
        #expect(tree.orientationRange == 0..<2)

        let leading = try #require(tree.leadingSuperview)
        #expect(leading.range == 2..<3)
        let spacing = VisualFormatString.Predicate(
            relation: .greaterThanOrEqual, relationRange: 5..<7, object: .number(8), objectRange: 7..<8,
            priority: .number(750), priorityRange: 9..<12, range: 5..<12)
        #expect(
            leading.connection
                == .init(
                    kind: .predicates(.init(predicates: [spacing], isParenthesized: true, range: 4..<13)),
                    range: 3..<14))

        let size = VisualFormatString.Predicate(
            relation: .equal, relationRange: 17..<19, object: .name("b"), objectRange: 19..<20,
            priority: nil, priorityRange: nil, range: 17..<20)
        #expect(
            tree.views == [
                .init(
                    name: "a", nameRange: 15..<16,
                    predicates: .init(predicates: [size], isParenthesized: true, range: 16..<21), range: 14..<22),
                .init(name: "c", nameRange: 23..<24, predicates: nil, range: 22..<25),
            ])
        #expect(tree.connections == [.init(kind: .flush, range: 22..<22)])
        #expect(tree.trailingSuperview == .init(range: 26..<27, connection: .init(kind: .standard, range: 25..<26)))
    }

    @Test func L3_defaultsAreHorizontalAndEqual() throws {
        let tree = try VisualFormat.parse("[a(5)]")
        #expect(tree.orientation == .horizontal)
        #expect(tree.orientationRange == nil)
        #expect(tree.leadingSuperview == nil && tree.trailingSuperview == nil)
        let predicate = try #require(tree.views.first?.predicates?.predicates.first)
        #expect(predicate.relation == .equal)
        #expect(predicate.relationRange == nil)
    }

    @Test func L3_simpleSpacingPredicateIsAnUnparenthesizedList() throws {
        let tree = try VisualFormat.parse("[a]-gap-[b]")
        guard case .predicates(let list) = tree.connections.first?.kind else {
            Issue.record("Expected a predicate connection")
            return
        }
        #expect(!list.isParenthesized)
        #expect(list.predicates.map(\.object) == [.name("gap")])
        #expect(list.range == 4..<7)
    }

    @Test(arguments: [
        ("8", 8.0), ("0.5", 0.5), ("5.", 5), ("1e1", 10), ("2.5E-1", 0.25), ("1e+2", 100), ("007", 7), ("0.1", 0.1),
        ("123456789.125", 123_456_789.125),
    ])
    func L3_decimalNumbersReadLikeStrtod(text: String, value: Double) throws {
        let tree = try VisualFormat.parse("[a]-\(text)-[b]")
        guard case .predicates(let list) = tree.connections.first?.kind else {
            Issue.record("Expected a predicate connection")
            return
        }
        #expect(list.predicates.first?.object == .number(value))
    }

    @Test func L3_negativeNumbersInsidePredicates() throws {
        let tree = try VisualFormat.parse("[a(-5,-.5@6)]-(>=-8)-[b]")
        let predicates = try #require(tree.views.first?.predicates?.predicates)
        #expect(predicates.map(\.object) == [.number(-5), .number(-0.5)])
        #expect(predicates.last?.priority == .number(6))
    }

    @Test func L3_unparenthesizedSpacingKeepsItsRelationAndPriority() throws {
        let tree = try VisualFormat.parse("[a]->=8@750-[b]")
        guard case .predicates(let list) = tree.connections.first?.kind else {
            Issue.record("Expected a predicate connection")
            return
        }
        #expect(!list.isParenthesized)
        #expect(list.predicates.first?.relation == .greaterThanOrEqual)
        #expect(list.predicates.first?.priority == .number(750))
        #expect(tree.description == "H:[a]->=8@750-[b]")
    }

    @Test(arguments: [
        "[button]-[textField]", "[button(>=50)]", "|-50-[purpleBox]-50-|", "V:[topField]-10-[bottomField]",
        "[maroonView][blueView]", "[button(100@20)]", "[button1(==button2)]", "[flexibleButton(>=70,<=100)]",
        "|-[find]-[findNext]-[findField(>=20)]-|", "V:|[a]-(-8,>=gap@p)-[b(a)]-m-|", "|[a]|",
        "[a]-==-8-[b]", "[a]-<=m@p-|",
    ])
    func L3_canonicalTextParsesBackToTheSameTree(format: String) throws {
        let tree = try VisualFormat.parse(format)
        let reparsed = try VisualFormat.parse(tree.description)
        #expect(reparsed.description == tree.description)
        #expect(reparsed.orientation == tree.orientation)
        #expect(reparsed.views.map(\.name) == tree.views.map(\.name))
        #expect(
            reparsed.views.map { $0.predicates?.predicates.map(\.object) }
                == tree.views.map { $0.predicates?.predicates.map(\.object) })
        let names: Set<String> = Set(tree.views.map(\.name)).union(["button2"])
        let metrics: [String: Double] = ["gap": 4, "p": 500, "m": 2]
        #expect(
            try reparsed.constraints(metrics: metrics, views: names).map(\.description)
                == tree.constraints(metrics: metrics, views: names).map(\.description))
    }

    @Test func L3_canonicalTextSpellsOutDefaults() throws {
        #expect(try VisualFormat.parse("[button(100@20)]").description == "H:[button(==100@20)]")
        #expect(try VisualFormat.parse("[a]-1e1-[b]").description == "H:[a]-10-[b]")
    }
}
