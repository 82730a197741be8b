/** A release update as /updates shows it: the date already formatted by the server. */
export type UpdateView = {
  id: string;
  version: string;
  category: string;
  title: string;
  description: string;
  /** ISO date-time, for <time dateTime>. */
  createdAt: string;
  /** 'MMMM d, yyyy' in UTC. */
  date: string;
};
