// The sign-in toast greets players by their main.
const GREETINGS: Array<[aliases: string[], text: (u: string) => string]> = [
  [["fox"], (u) => `Shine on, ${u}! Welcome back!`],
  [["falco"], (u) => `${u} is back! Lasers at the ready.`],
  [["marth"], (u) => `Welcome, ${u}! Ken combo incoming.`],
  [["sheik"], (u) => `${u} returns from the shadows!`],
  [["jigglypuff", "puff", "jiggs"], (u) => `Rest easy, ${u}. Welcome back!`],
  [["peach"], (u) => `Turnips pulled and ready, ${u}!`],
  [["captain falcon", "falcon", "cf"], (u) => `Show me your moves, ${u}!`],
  [["ice climbers", "ics", "ic", "icies"], (u) => `Desync time, ${u}! Welcome back.`],
  [["samus"], (u) => `Charge shot ready, ${u}!`],
  [["pikachu", "pika"], (u) => `Pika pika! Welcome back, ${u}!`],
  [["yoshi"], (u) => `Parry this, ${u}! Welcome back.`],
  [["luigi"], (u) => `Wavelands ready, ${u}! Welcome back.`],
  [["dr. mario", "dr mario", "doc"], (u) => `The doctor is in, ${u}!`],
  [["ganondorf", "ganon"], (u) => `Warlock punch warmed up, ${u}!`],
  [["mario"], (u) => `It's-a you, ${u}! Welcome back!`],
  [["donkey kong", "dk"], (u) => `Cargo throw ready, ${u}!`],
  [["roy"], (u) => `Roy's our boy! Welcome, ${u}!`],
  [["link"], (u) => `Hey, listen! Welcome back, ${u}!`],
  [["young link", "yl"], (u) => `Fire arrows ready, ${u}!`],
  [
    ["mr. game & watch", "game & watch", "g&w", "gnw"],
    (u) => `Judgement 9 for ${u}! Welcome back.`,
  ],
  [["ness"], (u) => `PK Fire! Welcome back, ${u}!`],
];

export function welcomeMessage(username: string, main?: string | null) {
  const key = main?.trim().toLowerCase();
  const match = key ? GREETINGS.find(([aliases]) => aliases.includes(key)) : undefined;
  return match ? match[1](username) : `Welcome, ${username}!`;
}

export const WELCOME_TOAST_MS = 1500;
