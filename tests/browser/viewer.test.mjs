// The web viewer in a real browser (Debian's Chromium through playwright-core): load the
// page, find the catalogue's profiles in its list, paste a puzzle, step through the whole
// solution with the keyboard, check that every drawn elimination is the step's JSON and
// that stepping asks the server to draw, never to solve or search again, keep the step
// asked for last when the server answers out of order, draw a step changed in the page as
// changed, open the list of every step at a position and draw one, draw a forcing step's
// branches one at a time, see a bad puzzle's error inline, and save a screenshot.
//   node viewer.test.mjs <setlogic binary> <artifact dir>

import { spawn } from "node:child_process";
import { mkdirSync, readFileSync } from "node:fs";
import { chromium } from "playwright-core";

const [bin, artifacts] = process.argv.slice(2);
const puzzle = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
let passed = 0;
let failed = 0;
function check(name, ok, detail = "") {
  if (ok) passed++;
  else {
    failed++;
    console.log(`FAIL: ${name} ${detail}`);
  }
}

// "r4c5<>2" -> "cell,digit" with 0-based indices, as the drawing's data attributes give them.
function candidateKey(token) {
  const m = /^r(\d+)c(\d+)<>(\d)$/.exec(token);
  return `${(Number(m[1]) - 1) * 9 + Number(m[2]) - 1},${Number(m[3]) - 1}`;
}
const drawnEliminations = (page) =>
  page.$$eval("#drawing text.elimination", (ts) => ts.map((t) => `${t.dataset.cell},${t.dataset.digit}`).sort());

const server = spawn(bin, ["serve", "--port", "0"], { stdio: ["ignore", "ignore", "pipe"] });
const url = await new Promise((resolve, reject) => {
  let log = "";
  server.stderr.on("data", (chunk) => {
    log += chunk;
    const m = /http:\/\/127\.0\.0\.1:\d+\//.exec(log);
    if (m) resolve(m[0]);
  });
  server.on("exit", () => reject(new Error(`server exited: ${log}`)));
  setTimeout(() => reject(new Error("server did not start")), 10000);
});

const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--no-sandbox"] });
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, acceptDownloads: true });
  const requests = [];
  const pageErrors = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  page.on("request", (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(url);
  check("page loads", (await page.title()) === "setlogic");
  const catalogue = await (await fetch(`${url}api/catalogue`)).json();
  await page.waitForFunction((n) => document.querySelectorAll("#profile option").length === n, catalogue.profiles.length);
  const options = await page.$$eval("#profile option", (os) => os.map((o) => o.value));
  check("profiles come from the catalogue", JSON.stringify(options) === JSON.stringify(catalogue.profiles.map((p) => p.name)),
        `${options}`);

  await page.fill("#puzzle", puzzle);
  await page.selectOption("#profile", "all-fish");
  await page.click("#solve");
  await page.waitForSelector("#path li");
  requests.length = 0;
  const steps = await (await fetch(`${url}api/solve?profile=all-fish`, { method: "POST", body: puzzle })).json();
  const n = await page.locator("#path li").count();
  check("the path lists every step", n === steps.steps.length, `${n} vs ${steps.steps.length}`);
  check("rating shown", (await page.textContent("#rating")).includes(`${steps.rating.points} points`));

  // Forward through the whole solution with the arrow key, checking each drawing.
  await page.focus("#next");
  let checkedEliminations = 0;
  for (let k = 1; k <= n; k++) {
    if (k > 1) await page.keyboard.press("ArrowRight");
    await page.waitForFunction((s) => document.getElementById("drawing").dataset.step === s, String(k));
    const expected = steps.steps[k - 1].eliminations.map(candidateKey).sort();
    const drawn = await drawnEliminations(page);
    if (JSON.stringify(drawn) !== JSON.stringify(expected)) {
      check(`step ${k} draws its eliminations`, false, `${drawn} vs ${expected}`);
    } else if (expected.length > 0) checkedEliminations++;
  }
  check("eliminations drawn as in the JSON", checkedEliminations > 0, `${checkedEliminations} steps with eliminations`);
  const asked = (path) => requests.filter((p) => p === path).length;
  check("each step drawn from its JSON", asked("/api/draw") >= n - 1, `${asked("/api/draw")} draws for ${n} steps`);
  check("stepping solves nothing again", asked("/api/solve") + asked("/api/render") + asked("/api/steps") === 0,
        `${requests}`);
  check("at the last step", (await page.textContent("#counter")) === `step ${n} of ${n}`);
  // Board and steps side by side at 1400x1000.
  const board = await page.locator("#drawing").boundingBox();
  const list = await page.locator("#path").boundingBox();
  check("board and steps side by side", list.x >= board.x + board.width && list.y < board.y + board.height,
        `${JSON.stringify(board)} ${JSON.stringify(list)}`);
  // The address holds the puzzle and step: opened in a new page, it shows them again.
  const link = page.url();
  check("the address names the step", link.includes(`step=${n}`), link);
  const reopened = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await reopened.goto(link);
  await reopened.waitForFunction((s) => document.getElementById("drawing").dataset.step === s, String(n));
  check("a link reopens the puzzle and step", (await reopened.textContent("#counter")) === `step ${n} of ${n}`);
  await reopened.close();
  await page.keyboard.press("Home");
  await page.waitForFunction(() => document.getElementById("drawing").dataset.step === "1");
  await page.keyboard.press("ArrowLeft");
  check("back stops at the first step", (await page.textContent("#counter")) === `step 1 of ${n}`);
  await page.waitForFunction(() => document.getElementById("drawing").dataset.step === "1");

  // Draws answered out of order: the server's answer for step 2 comes after the one for
  // step 3, and the page keeps step 3, the one asked for last.
  let delayed = null;
  await page.route("**/api/draw*", async (route) => {
    if (delayed === null) {
      delayed = new Promise((resolve) => setTimeout(resolve, 1500)).then(() => route.continue());
      await delayed;
    } else await route.continue();
  });
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await page.waitForFunction(() => document.getElementById("drawing").dataset.step === "3");
  await delayed;
  await page.waitForTimeout(300);
  check("a late answer does not replace a later step's drawing",
        (await page.evaluate(() => document.getElementById("drawing").dataset.step)) === "3");
  await page.unroute("**/api/draw*");
  await page.keyboard.press("Home");
  await page.waitForFunction(() => document.getElementById("drawing").dataset.step === "1");

  // The drawing is the step the page holds: change a step's eliminations in the page and
  // the drawing follows.
  const changed = steps.steps.findIndex((s) => s.eliminations.length > 1);
  await page.evaluate((k) => { state.steps[k].eliminations = state.steps[k].eliminations.slice(0, 1); }, changed);
  await page.locator("#path li").nth(changed).click();
  // the step may be the one drawn already: wait for the redrawing, not only for its number
  await page.waitForFunction(
    (s) =>
      document.getElementById("drawing").dataset.step === s &&
      document.querySelectorAll("#drawing text.elimination").length === 1,
    String(changed + 1),
  );
  check(
    "a changed step is drawn as changed",
    JSON.stringify(await drawnEliminations(page)) === JSON.stringify([candidateKey(steps.steps[changed].eliminations[0])]),
  );

  // Every step at a position with a locked candidate, then one of them drawn.
  const k = steps.steps.findIndex((s) => s.technique.startsWith("locked_candidates"));
  await page.locator("#path li").nth(k).click();
  await page.waitForFunction((s) => document.getElementById("drawing").dataset.step === s, String(k + 1));
  await page.keyboard.press("a");
  await page.waitForSelector("#here li");
  const here = await (
    await fetch(`${url}api/solve?profile=all-fish&positions=1`, { method: "POST", body: puzzle })
  ).json();
  const all = await (
    await fetch(`${url}api/steps?profile=all-fish`, { method: "POST", body: here.positions[k] })
  ).json();
  check("all steps listed", (await page.locator("#here li").count()) === all.steps.length);
  const pick = all.steps.findIndex((s) => s.eliminations.length > 0);
  await page.locator("#here li").nth(pick).click();
  await page.waitForFunction((s) => document.getElementById("drawing").dataset.step === s, `here-${pick}`);
  check(
    "a listed step is drawn with its eliminations",
    JSON.stringify(await drawnEliminations(page)) === JSON.stringify(all.steps[pick].eliminations.map(candidateKey).sort()),
  );
  // A forcing step's branches, each drawn alone with what it implies.
  const stuck = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
  await page.fill("#puzzle", stuck);
  await page.selectOption("#profile", "default");
  await page.click("#solve");
  await page.waitForFunction(() => document.getElementById("drawing").dataset.step === "1");
  const forced = await (await fetch(`${url}api/solve?profile=default`, { method: "POST", body: stuck })).json();
  const f = forced.steps.findIndex((s) => (s.branches || []).length > 0);
  check("a solve path with a forcing step", f >= 0);
  await page.locator("#path li").nth(f).click();
  await page.waitForFunction((s) => document.getElementById("drawing").dataset.step === s, String(f + 1));
  const branches = forced.steps[f].branches;
  check("its branches offered", (await page.locator("#branch option").count()) === branches.length + 1);
  await page.selectOption("#branch", "1");
  await page.waitForFunction(() => document.getElementById("drawing").dataset.branch === "1");
  const distinct = new Set(branches[0].implications.map((i) => i.fact.replace(/(=|<>)/, "#"))).size;
  const implied = await page.locator("#drawing .implied-true, #drawing .implied-false").count();
  check("a branch drawn with its implications", implied >= distinct && distinct > 0, `${implied} of ${distinct}`);
  const caption = (await page.$$eval("#drawing text.caption", (ts) => ts.map((t) => t.textContent))).join(" ");
  check("the caption names the branch", caption.includes(`branch 1 of ${branches.length}`), caption);
  // each implication drawn from its causes: an arrow per cause in another cell
  let arrows = 0;
  for (const i of branches[0].implications)
    for (const c of i.causes) arrows += c.replace(/(=|<>).*/, "") !== i.fact.replace(/(=|<>).*/, "") ? 1 : 0;
  const drawnArrows = await page.locator("#drawing line.cause").count();
  check("a branch drawn with an arrow per cause", drawnArrows === arrows && arrows > 0, `${drawnArrows} of ${arrows}`);
  if (branches[0].contradiction)
    check("its contradiction marked", (await page.locator("#drawing rect.contradiction").count()) === 1);

  mkdirSync(artifacts, { recursive: true });
  await page.screenshot({ path: `${artifacts}/viewer.png`, fullPage: true });
  await page.locator("#drawing svg").screenshot({ path: `${artifacts}/forcing-branch.png` });

  // The drawing exported as SVG and as PNG.
  for (const [button, ext] of [["#export", "svg"], ["#export-png", "png"]]) {
    const [download] = await Promise.all([page.waitForEvent("download"), page.click(button)]);
    check(`exported as ${ext}`, download.suggestedFilename().endsWith(`.${ext}`), download.suggestedFilename());
  }

  // Graded hints at the position shown: the technique, where to look, then the step drawn.
  check("the rating names techniques, not ids", !(await page.textContent("#rating")).includes("_"));
  await page.click("[data-hint=technique]");
  await page.waitForFunction(() => document.getElementById("hint").textContent.startsWith("Look for a"));
  await page.click("[data-hint=where]");
  await page.waitForFunction(() => /: digits? /.test(document.getElementById("hint").textContent));
  const where = await page.textContent("#hint");
  check("the where hint gives no conclusion", !where.includes("=>") && !where.includes("<>"), where);
  await page.click("[data-hint=step]");
  await page.waitForFunction(() => document.getElementById("drawing").dataset.step === "hint");
  check("the step hint draws the step", (await page.textContent("#hint")).includes(where.split(":")[0]));

  // A 16x16 puzzle, zoomed: the board at its own size, candidates legible.
  const big = readFileSync(new URL("../../examples/puzzles.txt", import.meta.url), "utf8")
    .split("\n").find((l) => /^[1-9A-G.]{256}$/.test(l));
  await page.fill("#puzzle", big);
  await page.selectOption("#profile", "default");
  await page.click("#solve");
  await page.waitForFunction(() => document.getElementById("drawing").dataset.step === "1");
  await page.click("#zoom");
  const size = await page.$eval("#drawing text.candidate", (t) => t.getBoundingClientRect().height);
  check("16x16 candidates legible when zoomed", size >= 10, `${size} px`);
  await page.locator("#drawing svg").screenshot({ path: `${artifacts}/board16.png` });
  // Edit it: a value in an empty cell, a candidate taken out of another, one step undone.
  await page.click("#edit");
  await page.waitForFunction(() => document.getElementById("drawing").dataset.step === "edit");
  const clickCell = async (index) => {
    const svg = page.locator("#drawing svg");
    const box = await svg.boundingBox();
    const width = await svg.evaluate((el) => el.viewBox.baseVal.width);
    const size = (width - 56) / 16, scale = box.width / width;
    await page.mouse.click(box.x + (28 + (index % 16 + 0.5) * size) * scale,
                           box.y + (28 + (Math.floor(index / 16) + 0.5) * size) * scale);
  };
  const token = async (index) => (await page.inputValue("#puzzle")).split(/\s+/)[index];
  const drawnEdits = (n) =>
    page.waitForFunction((k) => document.getElementById("drawing").dataset.edits === String(k), n);
  const empties = [...big].map((ch, k) => (ch === "." ? k : -1)).filter((k) => k >= 0);
  const first = await token(empties[0]), second = await token(empties[1]);
  await clickCell(empties[0]);
  await page.keyboard.press(first[0].toLowerCase());
  await drawnEdits(1);
  check("a value typed into a cell", (await token(empties[0])) === first[0], await token(empties[0]));
  const r0 = Math.floor(empties[0] / 16), c0 = empties[0] % 16;
  const value = await page.$$eval("#drawing text", (ts, at) => ts.filter((t) =>
    Math.abs(Number(t.getAttribute("x")) - at[0]) < 1 && Math.abs(Number(t.getAttribute("y")) - at[1]) < 8)
    .map((t) => t.textContent), [28 + (c0 + 0.5) * 64, 28 + (r0 + 0.5) * 64]);
  check("and drawn as the cell's value", value.includes(first[0]), JSON.stringify(value));
  await page.check("#pencil");
  await clickCell(empties[1]);
  const dropped = second[second.length - 1];
  await page.keyboard.press(dropped.toLowerCase());
  await drawnEdits(2);
  check("a candidate toggled off", (await token(empties[1])) === second.slice(0, -1), await token(empties[1]));
  await page.locator("#drawing svg").screenshot({ path: `${artifacts}/edited16.png` });
  await page.keyboard.press("Control+z");
  await drawnEdits(1);
  check("undo restores the candidate", (await token(empties[1])) === second);
  await page.keyboard.press("Escape");
  await page.uncheck("#pencil");
  await page.click("#zoom");

  // A new puzzle of a level: the server makes it, the page shows it and its solution path.
  const before = await page.inputValue("#puzzle");
  await page.selectOption("#level", "hard");
  await page.click("#new");
  await page.waitForFunction(
    (old) => document.getElementById("puzzle").value !== old && !document.getElementById("new").disabled,
    before,
  );
  const made = await page.inputValue("#puzzle");
  check("a new puzzle fills the puzzle box", /^[1-9.]{81}$/.test(made), made);
  check("and is solved", (await page.textContent("#rating")).startsWith("solved"));

  // A bad puzzle: the reason appears on the page.
  await page.fill("#puzzle", `${puzzle.slice(0, 80)}X`);
  await page.click("#solve");
  await page.waitForFunction(() => document.getElementById("error").textContent.length > 0);
  check("errors shown inline", (await page.textContent("#error")).includes("column 81"));
  check("an error clears the old path", (await page.locator("#path li").count()) === 0);
  check("no script error on the page", pageErrors.length === 0, pageErrors.join("; "));
} finally {
  await browser.close();
  server.kill("SIGINT");
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
