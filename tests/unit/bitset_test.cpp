#include "core/bitset.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "core/types.hpp"

namespace setlogic {
namespace {

using Set81 = BitSet<Cell, 81>;

TEST(BitSet, AllHasExactlyTheDeclaredBits) {
  EXPECT_EQ(Set81::all().count(), 81);
  EXPECT_EQ((BitSet<int, 625>::all().count()), 625);
  EXPECT_EQ((BitSet<int, 64>::all().count()), 64);
  EXPECT_EQ((~BitSet<int, 9>{}).count(), 9);
}

TEST(BitSet, SetResetTestAcrossWords) {
  Set81 s;
  for (int i : {0, 63, 64, 80}) s.set(Cell(i));
  EXPECT_EQ(s.count(), 4);
  EXPECT_TRUE(s.test(Cell(63)));
  EXPECT_TRUE(s.test(Cell(64)));
  EXPECT_FALSE(s.test(Cell(65)));
  s.reset(Cell(63));
  EXPECT_FALSE(s.test(Cell(63)));
  EXPECT_EQ(s.first(), Cell(0));
}

TEST(BitSet, IterationYieldsMembersInOrder) {
  Set81 s;
  std::vector<int> in{3, 62, 64, 70, 80};
  for (int i : in) s.set(Cell(i));
  std::vector<int> out;
  for (Cell c : s) out.push_back(c.index());
  EXPECT_EQ(out, in);
  Set81 empty;
  EXPECT_EQ(empty.begin(), empty.end());
}

TEST(BitSet, AlgebraAndSingle) {
  Set81 a, b;
  a.set(Cell(1));
  a.set(Cell(70));
  b.set(Cell(70));
  EXPECT_EQ((a & b), b);
  EXPECT_TRUE((a - b).single());
  EXPECT_FALSE(a.single());
  EXPECT_FALSE(Set81{}.single());
  EXPECT_EQ((a ^ b).first(), Cell(1));
  EXPECT_EQ((~a).count(), 79);
  EXPECT_TRUE((a | b) == a);
}

}  // namespace
}  // namespace setlogic
