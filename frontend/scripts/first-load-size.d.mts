/** The files a first visit to the route module's screen loads, and their gzipped bytes. */
export declare const firstLoadJs: (route: string) => { files: string[]; bytes: number };
