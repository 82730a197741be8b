/** The score tracker's addresses. */
export const trackerHref = (id: number) => `/score-tracker?match=${id}`;
export const setHref = (id: number) => `/sets/${id}`;
export const overlayHref = (id: number) => `/sets/${id}/overlay`;
/** Where a replay is posted: a file without JavaScript, its summary with it. */
export const replayHref = (id: number) => `/score-tracker/replay?match=${id}`;
