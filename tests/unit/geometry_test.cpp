#include "core/geometry.hpp"

#include <gtest/gtest.h>

#include <set>

namespace setlogic {
namespace {

template <typename T>
class GeometryTest : public ::testing::Test {};
using BoxSizes = ::testing::Types<std::integral_constant<int, 2>, std::integral_constant<int, 3>,
                                  std::integral_constant<int, 4>, std::integral_constant<int, 5>>;
TYPED_TEST_SUITE(GeometryTest, BoxSizes);

TYPED_TEST(GeometryTest, HousesPartitionTheGridThreeWays) {
  using G = Geometry<TypeParam::value>;
  for (int kind = 0; kind < 3; ++kind) {
    typename G::CellSet seen;
    for (int i = 0; i < G::size; ++i) {
      const auto& m = G::house_mask[kind * G::size + i];
      EXPECT_EQ(m.count(), G::size);
      EXPECT_TRUE((seen & m).none());
      seen |= m;
    }
    EXPECT_EQ(seen, G::CellSet::all());
  }
}

TYPED_TEST(GeometryTest, EveryCellIsInItsThreeHousesAndHasTheRightPeers) {
  using G = Geometry<TypeParam::value>;
  constexpr int b = TypeParam::value;
  for (int i = 0; i < G::cells; ++i) {
    Cell c(i);
    for (House h : G::houses_of(c)) EXPECT_TRUE(G::house_mask[h.index()].test(c));
    // Peers: 2(N-1) in row and column, plus the box cells outside both.
    EXPECT_EQ(G::peers[i].count(), 2 * (G::size - 1) + (b - 1) * (b - 1));
    EXPECT_FALSE(G::peers[i].test(c));
  }
}

TEST(Geometry, NineByNineCoordinates) {
  using G = Geometry<3>;
  EXPECT_EQ(G::cell(4, 7), Cell(43));
  EXPECT_EQ(G::box(Cell(43)), 5);
  EXPECT_EQ(G::house_cells[G::box_house(8).index()][0], Cell(60));  // r7c7
  EXPECT_EQ(G::kind(House(20)), HouseKind::box);
  EXPECT_EQ(G::ordinal(House(20)), 2);
}

TEST(Geometry, ConstraintsNumberTheFourKindsDisjointly) {
  using G = Geometry<3>;
  std::set<int> all;
  for (int c = 0; c < G::cells; ++c)
    for (int d = 0; d < G::size; ++d)
      for (int k : G::constraints_of(Cell(c), Digit(d))) {
        EXPECT_GE(k, 0);
        EXPECT_LT(k, G::constraints);
        all.insert(k);
      }
  EXPECT_EQ(static_cast<int>(all.size()), G::constraints);
}

}  // namespace
}  // namespace setlogic
