export * from "./types";
export * from "./square";
export * from "./hex";
export * from "./gridless";
export * from "./sight";
export * from "./enclosure";
export * from "./sight-line";
