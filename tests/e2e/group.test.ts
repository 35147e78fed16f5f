import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Activity } from '../../domain/activity';
import type { Bet } from '../../domain/bets';
import type { Game, GameTally } from '../../domain/games';
import {
  baseUrl,
  browserForFile,
  callApi,
  choosePick,
  newPlayer,
  PHONE,
  signedInCaller,
  signedInPage,
  signIn,
  upcomingGame,
  weekPath,
  spread,
  openProposal,
} from '../support/browser';

const browser = browserForFile();

/** This file's games go in the week after the one under way: a week holds at most 32 games. */
const NEXT_WEEK = { weeksAhead: 1 };

/**
 * How long a screen already open may take to show a change by itself. Live refresh re-reads when the
 * stamp moved and the last refresh is over 3 s old (docs/product.md, Live refresh): with reads that
 * take 2 s on a loaded machine that is every other 5-s poll, so a change can wait two polls and the
 * reads (CI once needed more than 12 s). Without live refresh it never shows.
 */
const LIVE_REFRESH = { timeout: 30_000 };

/**
 * Waits until the API counts this on the game, as its card will (GET /api/games/{season}/{week}). The
 * tally's writer reads the table's stream, apart from the request: on a busy machine it lands seconds
 * later, and the screen's polls are timed from then.
 */
async function tallied(page: Page, game: Game, tally: GameTally): Promise<void> {
  await expect
    .poll(
      async () =>
        (await callApi<Game[]>(page, 'GET', `/api/games/${game.season}/${game.week}`)).find(
          (listed) => listed.id === game.id,
        )?.tally,
      { timeout: 30_000 },
    )
    .toEqual(tally);
}

describe('the group around the game (390 px)', () => {
  it('opens a shared bet link signed out, returns to it after sign-in, and takes the bet there', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const game = await upcomingGame(admin, { home: 'CHI', away: 'MIN' }, 0, NEXT_WEEK);
    const proposer = await signedInPage(browser(), await newPlayer(admin, 'Rae'), PHONE);
    const bet = await callApi<Bet>(proposer, 'POST', '/api/bets', spread(game, '15', -2.5));

    // Rae shares it: the link is copied where the phone has no share sheet.
    await proposer.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await proposer.goto(`${baseUrl()}/bets/${bet.id}`);
    await proposer.getByRole('button', { name: 'Share' }).click();
    await proposer.getByText('Link Copied').first().waitFor();
    const link = await proposer.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${baseUrl()}/bets/${bet.id}`);

    // A friend opens it signed out: sign-in, then the bet.
    const friendEmail = await newPlayer(admin, 'Sol');
    const friend = await (await browser().newContext({ viewport: PHONE })).newPage();
    await friend.goto(link);
    await signIn(friend, friendEmail);
    const card = friend.getByRole('article', { name: 'Proposed bet: MIN @ CHI' });
    await card.getByText("Rae's pick").waitFor();
    expect(new URL(friend.url()).pathname).toBe(`/bets/${bet.id}`);
    await card.getByRole('button', { name: 'Accept Bet' }).click();
    await friend
      .getByRole('alertdialog', { name: 'Accept this bet?' })
      .getByRole('button', { name: 'Accept Bet' })
      .click();
    await friend.getByText('Bet Accepted').first().waitFor();

    // Now the two players' bet: to a third member it shows both sides, and offers nothing to take.
    const { pathname, search } = new URL(link);
    const third = await signedInPage(browser(), await newPlayer(admin, 'Tia'), PHONE, {
      at: pathname + search,
    });
    const seen = third.getByRole('article', { name: 'Accepted bet: MIN @ CHI' });
    await seen.getByText("Rae's pick").waitFor();
    await seen.getByText("Sol's pick").waitFor();
    await seen.getByText('CHI -2.5').waitFor();
    await seen.getByText('MIN +2.5').waitFor();
    expect(await seen.getByRole('button').count()).toBe(0);
  });

  it('sends a challenge to one friend: it reaches her within a poll, and nobody else can take it', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const game = await upcomingGame(admin, { home: 'CAR', away: 'TB' }, 0, NEXT_WEEK);
    const jordanEmail = await newPlayer(admin, 'Jordan');
    const samEmail = await newPlayer(admin, 'Sam');
    const taylorEmail = await newPlayer(admin, 'Taylor');
    const sam = await signedInPage(browser(), samEmail, PHONE, { at: weekPath(game) });
    const taylor = await signedInPage(browser(), taylorEmail, PHONE, { at: weekPath(game) });
    const jordan = await signedInPage(browser(), jordanEmail, PHONE, { at: weekPath(game) });
    const samId = (await callApi<{ id: string }>(sam, 'GET', '/api/auth/user')).id;

    await openProposal(
      jordan.getByRole('article', { name: 'Tampa Bay Buccaneers @ Carolina Panthers' }),
      'Over/Under',
    );
    const dialog = jordan.getByRole('dialog', { name: 'Create Total Bet Proposal' });
    await dialog.getByLabel('Bet Amount (Pigskins)').fill('30');
    await dialog.getByLabel('Total Points').fill('44.5');
    await choosePick(dialog, /^Over/);
    await dialog.getByLabel('Who can take it').selectOption(samId);
    await dialog.getByText('A challenge: Sam hears of it, and nobody else can accept it').waitFor();
    await dialog.getByRole('button', { name: 'Create Proposal' }).click();
    await jordan.getByText('Challenge Sent').first().waitFor();

    // Sam's Games screen, open all along, shows it at the next poll; Taylor's says whose it is.
    const samsRow = sam
      .getByRole('article', { name: 'Tampa Bay Buccaneers @ Carolina Panthers' })
      .getByRole('listitem')
      .filter({ hasText: 'Jordan challenged you:' });
    await samsRow.waitFor(LIVE_REFRESH);
    // Marked as his (the mark is set in capitals), and in his own terms: Jordan holds the Over, so Sam
    // would take the Under.
    expect((await samsRow.innerText()).replace(/\s+/g, ' ').trim()).toBe(
      "FOR YOU Jordan challenged you: you'd take Under 44.5, 30.00 Pigskins Take",
    );
    const taylorsRow = taylor
      .getByRole('article', { name: 'Tampa Bay Buccaneers @ Carolina Panthers' })
      .getByRole('listitem')
      .filter({ hasText: 'Jordan' });
    await taylorsRow.getByText('Jordan challenged Sam').waitFor(LIVE_REFRESH);
    expect(await taylorsRow.getByRole('button', { name: /^Take/ }).isDisabled()).toBe(true);

    // On Available, Taylor's card of it: disabled, saying whose it is.
    await taylor.goto(`${baseUrl()}/my-bets?tab=available`);
    const taylorsCard = taylor
      .getByRole('list', { name: 'Available bets' })
      .getByRole('listitem')
      .filter({ hasText: 'TB @ CAR' });
    // Next week's proposals come after this week's, 20 at a time: the list loads more at its end.
    await expect
      .poll(async () => {
        await taylor.keyboard.press('End');
        return taylorsCard.count();
      })
      .toBeGreaterThan(0);
    await taylorsCard.getByText('Jordan challenged Sam').waitFor();
    expect(await taylorsCard.getByRole('button', { name: 'Accept Bet' }).isDisabled()).toBe(true);
    const before = await taylorsCard.boundingBox();
    await samsRow.getByRole('button', { name: /^Take/ }).click();
    await sam
      .getByRole('alertdialog', { name: 'Accept this bet?' })
      .getByRole('button', { name: 'Accept Bet' })
      .click();
    await sam.getByText('Bet Accepted').first().waitFor();

    // Taylor's card says it went, and keeps its height: nothing below moves under a finger.
    await taylorsCard.getByText('No longer available').waitFor(LIVE_REFRESH);
    expect((await taylorsCard.boundingBox())?.height).toBe(before?.height);
  });

  it('goes from a game card to the game page, and takes a proposal there', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const game = await upcomingGame(admin, { home: 'SF', away: 'LAC' }, 0, NEXT_WEEK);
    const proposer = await signedInCaller(browser(), await newPlayer(admin, 'Uli'));
    const bettor = await signedInPage(browser(), await newPlayer(admin, 'Vee'), PHONE, {
      at: weekPath(game),
    });
    const card = bettor.getByRole('article', { name: 'Los Angeles Chargers @ San Francisco 49ers' });
    await card.waitFor();

    // The card says what the group has on the game: counted from the stream, there within a poll of
    // the screen already open.
    const bet = await callApi<Bet>(proposer, 'POST', '/api/bets', spread(game, '21', -1.5));
    await tallied(bettor, game, { bets: 1, staked: '21.00' });
    await card.getByText('1 bet · 21.00 Pigskins').waitFor(LIVE_REFRESH);
    await card.getByRole('link', { name: /^Bets on this game/ }).click();
    await bettor
      .getByRole('heading', { name: 'Los Angeles Chargers @ San Francisco 49ers', level: 1 })
      .waitFor();
    expect(new URL(bettor.url()).pathname).toBe(`/games/${game.id}`);
    const open = bettor
      .getByRole('list', { name: 'Open Proposals' })
      .getByRole('listitem')
      .filter({ hasText: 'Uli' });
    await open.getByText('SF -1.5').waitFor();
    await open.getByRole('button', { name: 'Accept Bet' }).click();
    await bettor
      .getByRole('alertdialog', { name: 'Accept this bet?' })
      .getByRole('button', { name: 'Accept Bet' })
      .click();
    await bettor.getByText('Bet Accepted').first().waitFor();

    // The bet moves to the accepted ones, on this page, with the bettor's side.
    const accepted = bettor.getByRole('list', { name: 'Accepted Bets' }).getByRole('listitem');
    await accepted.getByText('LAC +1.5').waitFor();
    expect(await accepted.getByRole('link', { name: /LAC|Chargers/ }).getAttribute('href')).toBe(
      `/bets/${bet.id}`,
    );
    // Taken, the bet puts both stakes on the game.
    await bettor.goBack();
    await tallied(bettor, game, { bets: 1, staked: '42.00' });
    await card.getByText('1 bet · 42.00 Pigskins').waitFor(LIVE_REFRESH);
  });

  it('shows what the group is doing on Games as it happens, and the whole feed at /activity', async () => {
    const startedAt = Date.now();
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const game = await upcomingGame(admin, { home: 'NYG', away: 'WAS' }, 0, NEXT_WEEK);
    const watcher = await signedInPage(browser(), await newPlayer(admin, 'Wren'), PHONE);
    const proposer = await signedInCaller(browser(), await newPlayer(admin, 'Xan'));
    // Other browser files add to the same group's feed meanwhile, and Games shows only its latest
    // five: Wren's feed keeps these two players' items alone, so none can push Xan's out unseen. A
    // retried test meets a second Wren and Xan: only this try's count.
    const ours = (item: Activity) =>
      Date.parse(item.at) >= startedAt &&
      [item.actor, item.other].some((name) => name === 'Wren' || name === 'Xan');
    await watcher.route(
      (url) => url.pathname === '/api/activity',
      async (route) => {
        // A HEAD asks only whether the feed changed (docs/product.md, Live refresh).
        if (route.request().method() !== 'GET') return route.continue();
        const response = await route.fetch();
        await route.fulfill({ response, json: ((await response.json()) as Activity[]).filter(ours) });
      },
    );
    const recent = watcher.getByRole('list', { name: 'Recent group activity' });
    await recent.waitFor();

    const bet = await callApi<Bet>(proposer, 'POST', '/api/bets', spread(game, '17', -2));
    // The feed's writer reads the table's stream, apart from the request: on a busy machine its item
    // lands seconds later. Once it is there, the watcher's next polls must show it.
    await expect
      .poll(
        async () =>
          (await callApi<Activity[]>(proposer, 'GET', '/api/activity')).some(
            (activity) => activity.kind === 'proposed' && activity.betId === bet.id,
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    const item = recent.getByRole('link', { name: 'Xan proposed NYG -2 on WAS @ NYG for 17.00 Pigskins' });
    await item.waitFor(LIVE_REFRESH);

    await watcher.getByRole('link', { name: 'See all activity' }).click();
    const feed = watcher.getByRole('list', { name: 'Group activity' });
    await feed.getByText('Xan joined the group').waitFor();
    await feed.getByRole('link', { name: 'Xan proposed NYG -2 on WAS @ NYG for 17.00 Pigskins' }).click();
    await watcher.getByRole('article', { name: 'Proposed bet: WAS @ NYG' }).waitFor();
    expect(new URL(watcher.url()).pathname).toBe(`/bets/${bet.id}`);
  });

  it('shows a comment with <script> in it as text, and lets its author delete it', async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const game = await upcomingGame(admin, { home: 'LV', away: 'KC' }, 0, NEXT_WEEK);
    const proposer = await signedInPage(browser(), await newPlayer(admin, 'Yas'), PHONE, { blank: true });
    const bet = await callApi<Bet>(proposer, 'POST', '/api/bets', spread(game, '9', -7));
    await proposer.goto(`${baseUrl()}/bets/${bet.id}`);

    const script = '<script>document.title = "pwned"</script> <b>KC</b> by 10';
    await proposer.getByLabel('Add a comment').fill(script);
    await proposer.getByRole('button', { name: 'Post' }).click();
    const comments = proposer.getByRole('list', { name: 'Comments' });
    await comments.getByText(script, { exact: true }).waitFor();
    expect(await comments.locator('script, b').count()).toBe(0);
    expect(await proposer.title()).not.toBe('pwned');
    expect(await proposer.getByLabel('Add a comment').inputValue()).toBe('');

    await comments.getByRole('button', { name: "Delete Yas's comment" }).click();
    await comments.waitFor({ state: 'detached' });
    await proposer.getByText('No comments yet. Say something.').waitFor();
  });

  it("leads from a bet's page to its game's page", async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const game = await upcomingGame(admin, { home: 'NO', away: 'ATL' }, 0, NEXT_WEEK);
    const proposer = await signedInPage(browser(), await newPlayer(admin, 'Zed'), PHONE, { blank: true });
    const bet = await callApi<Bet>(proposer, 'POST', '/api/bets', spread(game, '11', 3));
    await proposer.goto(`${baseUrl()}/bets/${bet.id}`);

    await proposer.getByRole('link', { name: 'Bets on this game' }).click();
    await proposer.waitForURL(`${baseUrl()}/games/${game.id}`);
    await proposer.getByRole('heading', { name: `${game.awayTeam.name} @ ${game.homeTeam.name}` }).waitFor();
    await proposer.getByRole('article', { name: 'Proposed bet: ATL @ NO' }).waitFor();
  });

  it('says a link to no bet names no bet', async () => {
    const admin = await signedInPage(browser(), 'admin@example.com', PHONE, { at: '/bets/no-such-bet' });
    await admin.getByRole('heading', { name: 'Bet Not Found' }).waitFor();
  });
});
