// Lists every Kraken fish step HoDoKu finds at each position read from standard input (one
// HoDoKu library line each), as its regression tester asks for them: basic and Franken fish
// of sizes 2-4 with its all-steps fin limits, every fish kept. Per position a line
// "== <line>", then per step "<code> [<eliminations as dRC>] {<digits>} <HoDoKu's text>".
// Built and run by bench/kraken_vs_hodoku.py against HODOKU_JAR.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.util.ArrayList;
import java.util.List;
import solver.SudokuSolverFactory;
import solver.SudokuStepFinder;
import sudoku.Candidate;
import sudoku.Options;
import sudoku.SolutionStep;
import sudoku.Sudoku2;

public class KrakenSteps {
  public static void main(String[] args) throws Exception {
    SudokuStepFinder finder = SudokuSolverFactory.getDefaultSolverInstance().getStepFinder();
    Options options = Options.getInstance();
    options.setOnlyOneFishPerStep(false);
    options.setCheckTemplates(true);
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
    for (String line = in.readLine(); line != null; line = in.readLine()) {
      line = line.trim();
      if (line.isEmpty() || line.startsWith("#")) continue;
      Sudoku2 sudoku = new Sudoku2();
      sudoku.setSudoku(line);
      System.out.println("== " + line);
      List<SolutionStep> steps = finder.getAllKrakenFishes(sudoku, 2, 4, options.getAllStepsMaxFins(),
          options.getAllStepsMaxEndoFins(), null, -1, 1);
      for (SolutionStep step : steps) {
        List<String> eliminations = new ArrayList<>();
        for (Candidate c : step.getCandidatesToDelete())
          eliminations.add("" + c.getValue() + (c.getIndex() / 9 + 1) + (c.getIndex() % 9 + 1));
        eliminations.sort(null);
        StringBuilder digits = new StringBuilder();
        for (int v : step.getValues()) digits.append(v);
        // HoDoKu's text: the Kraken line and the fish line
        String[] text = step.toString(2).split("\n");
        System.out.println(step.getType().getLibraryType() + " [" + String.join(" ", eliminations) + "] {" + digits
            + "} " + text[0] + (text.length > 1 ? " | " + text[1].trim() : ""));
      }
    }
    System.exit(0);
  }
}
