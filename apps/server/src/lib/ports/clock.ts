/** The current time; tests pass a movable one to exercise expiry. */
export type Clock = () => Date;
