/** @param {any} document */
export function schemaCopies(document: any): {
    places: WeakMap<object, string>;
    components: Record<string, unknown>;
    registry: {
        $id: string;
        $defs: Record<string, unknown>;
    };
    rootAt: (pointer: string) => object;
    componentAt: (pointer: string) => any;
    roots: Map<string, object>;
};
