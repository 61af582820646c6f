export * from "./types";
export * from "./square";
export * from "./square-name";
export * from "./hex";
export * from "./gridless";
export * from "./sight";
export * from "./enclosure";
export * from "./sight-line";
